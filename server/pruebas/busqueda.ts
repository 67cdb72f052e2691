// What the site search's tests share (server/funciones/buscar*.test.ts): one harness for the file,
// its content written through the funciones before the tests (so the index is the one each write
// keeps in its own transaction), and helpers to write more and to search.
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from './arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

/** Opens and fills a harness before the file's tests (handed to `usar`), closes it after them; answers the helpers on it. */
export function prepararBusqueda(usar: (h: Harness) => void) {
  let h: Harness;
  /** The keys of the projects written, by name: the fixture's, and those tests add. */
  const pks: Record<string, number> = {};
  let ultimaIp = 0;
  const ip = () => `10.9.${Math.floor(++ultimaIp / 250)}.${(ultimaIp % 250) + 1}`;

  async function ok(funcion: string, campos: Record<string, string>, quien: 'a' | 'visitante' = 'a', multipart = false) {
    const r = await h.llamar(funcion, campos, { quien: quien === 'a' ? 'a' : undefined, multipart, ip: ip() });
    expect([funcion, r.body.codigo]).toEqual([funcion, 1]);
    return r.body;
  }
  const miembros = (...nombres: string[]) => JSON.stringify(nombres.map((nombre, i) => ({ key: `${i}.00001`, nombre, pk: 0 })));
  const imgs = JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(1) }]);
  const proyecto = (nombre: string, descripcion: string, ...m: string[]) => ({
    nombre_proyecto: nombre,
    cuatrimestre: '4',
    descripcion_proyecto: descripcion,
    enlace: '',
    imgs_proyecto: imgs,
    miembros: miembros(...m),
    foto_miembros: '',
  });
  const pkDe = async (tabla: string, columna: string, campo: string, valor: string) =>
    Number((await h.db.una(sql<{ pk: number }>`SELECT ${sql.ref(columna)} AS pk FROM ${sql.table(tabla)} WHERE ${sql.ref(campo)} = ${valor}`))!.pk);

  async function buscar(q: string, pagina?: number) {
    const r = await h.llamar('buscar', { q, ...(pagina ? { pagina: String(pagina) } : {}) });
    return r;
  }
  const encontrados = async (q: string) => {
    const r = await buscar(q);
    expect(r.status).toBe(200);
    return (r.body as unknown as RespuestaBusqueda).resultados.map((x) => `${x.tipo}:${x.titulo.map((t) => t.texto).join('')}`);
  };

  beforeAll(async () => {
    h = await nuevoHarness();
    usar(h);
    pks.aire = (
      await ok(
        'registrarProyecto',
        proyecto('Monitor de calidad del aire', 'Sensores que miden partículas en la ciudad.', 'Mariana Zúñiga', 'Luis Pérez'),
        'a',
        true,
      )
    ).pk_proyecto as number;
    pks.baja = (await ok('registrarProyecto', proyecto('Invernadero automático', 'Riego con humedad medida.', 'Raúl Olvera'), 'a', true))
      .pk_proyecto as number;
    await ok('darBajaProyecto', { pk: String(pks.baja) });
    pks.html = (await ok('registrarProyecto', proyecto('<b>Ingeniería</b> de datos', 'Tableros para la dirección.', 'Sofía Ramos'), 'a', true))
      .pk_proyecto as number;
    await ok(
      'registrarEvento',
      { nombreEvento: 'Feria de Ingeniería', descripcion: 'Exposición de proyectos de todos los cuatrimestres.', imgs },
      'a',
      true,
    );
    await ok('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Sur', imagenForm: dataUrlDemo(3) }, 'a', true);
    const emp = await pkDe('empresas_estadias', 'pk_empresa_estadia', 'nombre_empresa', 'Nube Sur');
    await ok('registrarExperienciaEstadia', {
      nombreEstudiante: 'Eva Luna',
      nivelAcademico: 't',
      experiencia: 'Hice mis estadías en Aguascalientes con microservicios.',
      fkEmpresaEstadia: String(emp),
    });
    await ok('registrarPregunta', { idTopico: '2', pregunta: '¿La inscripción tiene costo?' }, 'visitante');
    const p1 = await pkDe('preguntas', 'pk_pregunta', 'pregunta', '¿La inscripción tiene costo?');
    await ok('validarPregunta', { idPregunta: String(p1) });
    await ok('registrarRespuesta', { idPregunta: String(p1), respuesta: 'Sí, hay una cuota semestral de recuperación.' });
    await ok('registrarPregunta', { idTopico: '2', pregunta: '¿Hay becas deportivas?' }, 'visitante'); // stays pending
  }, 120_000);
  afterAll(() => h.cerrar());
  return { pks, ip, ok, imgs, proyecto, buscar, encontrados };
}
