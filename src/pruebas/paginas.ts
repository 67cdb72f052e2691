// Test data of the staff-edited pages: one page per key as mostrarPagina answers it, and the script
// of a fake api.php that answers them (the tests change a page through `paginasDePrueba()`' copy).
// Not shipped: only *.test.tsx files import it.
import type { ClavePagina, Pagina } from '../shared/api/contrato/paginas';
import type { Campos } from './apiPrueba';

const comun = { actualizado: '2026-11-01 10:00:00', zona: 'America/Mexico_City' };

/** Fresh copies of the four pages (a test may change its own). */
export function paginasDePrueba(): { [C in ClavePagina]: Pagina<C> } {
  return {
    inicio: {
      ...comun,
      clave: 'inicio',
      titulo: 'Ingeniería de Prueba',
      cuerpo: 'Aprende **software** de prueba.',
      html: '<p>Aprende <strong>software</strong> de prueba.</p>',
      datos: { subtitulo: 'Universidad de Prueba', textoBanner: 'Quedan pocos lugares.' },
    },
    admisiones: {
      ...comun,
      clave: 'admisiones',
      titulo: 'Admisiones',
      cuerpo: '## Costos\n\nColegiatura $1,800.',
      html: '<h2>Costos</h2>\n<p>Colegiatura $1,800. <a href="/foro/2">Foro</a></p>',
      datos: {
        fechas: [
          { fecha: '2020-01-10', texto: 'Convocatoria pasada' },
          { fecha: '2099-02-01', texto: 'Abre la preinscripción', tipo: 'apertura' },
          { fecha: '2099-05-30', texto: 'Cierra la preinscripción', tipo: 'cierre' },
          { fecha: '2099-06-15', texto: 'Examen de admisión' },
          { fecha: '2099-09-01', texto: 'Inicio de clases', tipo: 'inicio' },
        ],
      },
    },
    contacto: {
      ...comun,
      clave: 'contacto',
      titulo: 'Contacto',
      cuerpo: 'Lunes a viernes de 9 a 17 h.',
      html: '<p>Lunes a viernes de 9 a 17 h.</p>',
      datos: {
        correo: 'admisiones@prueba.edu.mx',
        telefono: '+52 449 123 4567',
        whatsapp: '524491234567',
        direccion: 'Av. Prueba 100, Aguascalientes',
        mapa: 'https://www.openstreetmap.org/x',
      },
    },
    acerca_de: {
      ...comun,
      clave: 'acerca_de',
      titulo: 'Acerca de',
      cuerpo: 'Hecho por estudiantes.',
      html: '<p>Hecho por <em>estudiantes</em>.</p>',
      datos: {
        personas: [
          { nombre: 'Andrea Torres', papel: 'Front-end', descripcion: 'Diseñó la interfaz.', foto: '' },
          {
            nombre: 'M. en C. Roberto Salinas',
            papel: 'Profesor asesor',
            descripcion: 'Asesoró.',
            foto: 'uploads/paginas/0123456789abcdef_96x96.jpg',
          },
        ],
      },
    },
  };
}

/** mostrarPagina's answer from `paginas` (404 for another key), as an apiFalsa script. */
export const mostrarPaginaDe =
  (paginas: Record<string, unknown>) =>
  ({ clave }: Campos): unknown =>
    paginas[clave] ?? { status: 404, body: { codigo: 0, mensaje: 'La página solicitada no existe.' } };
