// The fake api.php most page tests set up the same way: every call's fields recorded (the list
// emptied before each test) and answered by the test's own script.
import { servidorFalso, type Campos, type ServidorFalso } from './apiPrueba';
import { camposMultipart } from './camposMultipart';
import { usarApiBase } from '../shared/config';

/** What the area bars' bell reads (every minute, on focus) when a test scripts nothing else for it. */
export const BANDEJA_VACIA = { avisos: [], sinLeer: 0, total: 0, pagina: 1, porPagina: 20 };

/** What every public page's footer reads (the `contacto` page) when a test scripts nothing else for it. */
export const CONTACTO_PRUEBA = {
  clave: 'contacto',
  titulo: 'Contacto',
  cuerpo: 'Atención de lunes a viernes.',
  html: '<p>Atención de lunes a viernes.</p>',
  actualizado: '2026-11-01 10:00:00',
  zona: 'America/Mexico_City',
  datos: {
    correo: 'idgs@ejemplo.edu.mx',
    telefono: '449 000 0000',
    whatsapp: '524490000000',
    direccion: 'Av. Universidad 1',
    mapa: 'https://osm.org/x',
  },
};

/**
 * Installs the fake for the file's tests; returns the fields of the calls made so far. The bell's
 * background read of the inbox (traerAvisos) is answered with an empty inbox, and the public
 * footer's read of the contact page with CONTACTO_PRUEBA, neither recorded: the pages' tests count
 * and script their own calls.
 */
export function servidorGrabando(contestar: (c: Campos) => { status: number; body: string }): Campos[] {
  const llamadas: Campos[] = [];
  let servidor: ServidorFalso;
  beforeAll(async () => {
    servidor = await servidorFalso((cuerpo) => {
      const c = camposMultipart(cuerpo);
      if (c.funcion === 'traerAvisos') return { status: 200, body: JSON.stringify(BANDEJA_VACIA) };
      if (c.funcion === 'mostrarPagina' && c.clave === 'contacto') return { status: 200, body: JSON.stringify(CONTACTO_PRUEBA) };
      llamadas.push(c);
      return contestar(c);
    });
    usarApiBase(servidor.url);
  });
  afterAll(() => servidor.cerrar());
  beforeEach(() => {
    llamadas.length = 0;
  });
  return llamadas;
}

/** The JSON of a scripted answer, with its `status` when it carries one (a refusal), else 200. */
export function comoJson(r: { status?: number; [k: string]: unknown } | unknown[]): { status: number; body: string } {
  return { status: !Array.isArray(r) && r.status ? r.status : 200, body: JSON.stringify(r) };
}
