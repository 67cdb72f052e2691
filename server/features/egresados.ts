// Generations and graduates (casos de éxito): anyone reads them; admins register, edit and delete.
// eliminarEgresado DELETES the row and its photo (unlike the darBaja* deactivations): a success
// story is a person's own testimonial with name and photo, published with their consent; when it
// is withdrawn it must really go (personal data, derecho de cancelación), and no other record
// references a graduate, so nothing is left dangling.
import { hastaQueCambie } from '../memoria';
import { funcion, type Ctx } from '../funcion';
import { z, pk, imagenUnica } from '../validation';
import { ErrorApi, noEncontrado } from '../errors';
import { normalizar, type Db } from '../db/open';
import { borrarGuardada } from '../uploads';
import { guardarImagenDemo } from '../db/imagenDemo';
import type { AppConfig } from '../config';
import { MENSAJES_EGRESADO, type CasoExito, type Generacion } from '../../src/shared/api/contract/egresados';
import { camposEgresado } from '../../src/shared/api/contract/egresados.esquema';

const EGRESADO_NO_ENCONTRADO = MENSAJES_EGRESADO.noEncontrado;
const GENERACION_NO_VALIDA = MENSAJES_EGRESADO.generacion;
const CARPETA = 'egresados';

const SELECT_CASO = `SELECT c.pk_caso_exito, c.nombre_estudiante, c.fk_generacion, g.generacion, c.puesto, c.comentario, c.foto_estudiante
  FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion`;

function casoExito(db: Db, id: number): CasoExito | undefined {
  return db.prepare(`${SELECT_CASO} WHERE c.pk_caso_exito = ?`).get(id) as CasoExito | undefined;
}

const datos = {
  ...camposEgresado,
  imagenForm: imagenUnica(MENSAJES_EGRESADO.llene),
};
type Datos = z.output<z.ZodObject<typeof datos>>;

function revisarGeneracion(db: Db, generacion: number) {
  if (!db.prepare('SELECT 1 FROM generaciones WHERE pk_generacion = ?').get(generacion)) throw new ErrorApi(GENERACION_NO_VALIDA);
}

async function guardarFoto(ctx: Ctx, valor: string, propias: Set<string>): Promise<string> {
  await ctx.subidas.revisar(valor, propias);
  return ctx.subidas.guardar(valor, CARPETA, propias);
}

const fila = (d: Datos, foto: string) => [d.nombreAlumno, normalizar(d.nombreAlumno), d.generacion, d.puestoEmpresa, d.palabrasAlumno, foto];

export const funcionesEgresados = {
  mostrarGeneraciones: funcion('mostrarGeneraciones', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return hastaQueCambie(db, 'generaciones', () => db.prepare('SELECT pk_generacion, generacion FROM generaciones ORDER BY generacion DESC').all() as Generacion[]);
    },
  }),

  traerCasosExito: funcion('traerCasosExito', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return hastaQueCambie(db, 'casosExito', () => db.prepare(`${SELECT_CASO} ORDER BY g.generacion DESC, c.nombre_norm, c.pk_caso_exito`).all() as CasoExito[]);
    },
  }),

  obtenerEgresado: funcion('obtenerEgresado', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.') }),
    run({ idCasoExito }, { db }) {
      const caso = casoExito(db, idCasoExito);
      if (!caso) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
      return caso;
    },
  }),

  registrarCasoExito: funcion('registrarCasoExito', {
    acceso: ['a'],
    escribe: true,
    schema: z.object(datos),
    async run(d, ctx) {
      revisarGeneracion(ctx.db, d.generacion);
      const foto = await guardarFoto(ctx, d.imagenForm, new Set());
      ctx.db
        .prepare('INSERT INTO casos_exito (nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante) VALUES (?, ?, ?, ?, ?, ?)')
        .run(...fila(d, foto));
      return { codigo: 1 as const, mensaje: 'Egresado registrado.' };
    },
  }),

  editarEgresado: funcion('editarEgresado', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.'), ...datos }),
    async run(d, ctx) {
      const actual = casoExito(ctx.db, d.idCasoExito);
      if (!actual) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
      revisarGeneracion(ctx.db, d.generacion);
      const foto = await guardarFoto(ctx, d.imagenForm, new Set([actual.foto_estudiante]));
      ctx.db
        .prepare(
          `UPDATE casos_exito SET nombre_estudiante = ?, nombre_norm = ?, fk_generacion = ?, puesto = ?, comentario = ?, foto_estudiante = ?
           WHERE pk_caso_exito = ?`,
        )
        .run(...fila(d, foto), d.idCasoExito);
      if (foto !== actual.foto_estudiante) borrarGuardada(ctx.config.uploadsDir, actual.foto_estudiante);
      return { codigo: 1 as const, mensaje: 'Egresado actualizado.' };
    },
  }),

  eliminarEgresado: funcion('eliminarEgresado', {
    acceso: ['a'],
    escribe: true,
    schema: z.object({ idCasoExito: pk('Identificador de egresado no válido.') }),
    run({ idCasoExito }, { db, config }) {
      const actual = casoExito(db, idCasoExito);
      if (!actual) throw noEncontrado(EGRESADO_NO_ENCONTRADO);
      db.prepare('DELETE FROM casos_exito WHERE pk_caso_exito = ?').run(idCasoExito);
      borrarGuardada(config.uploadsDir, actual.foto_estudiante);
      return { codigo: 1 as const, mensaje: 'Egresado eliminado.' };
    },
  }),
};

const EGRESADOS_DEMO: [string, string, string, string][] = [
  ['Andrea Castillo Muñoz', '2019-2022', 'Desarrolladora full stack en Nube Norte Software', 'La carrera me dio bases sólidas de programación y, sobre todo, la confianza para aprender tecnologías nuevas por mi cuenta.'],
  ['Roberto Ibarra Soto', '2018-2021', 'Líder técnico en Tecnologías del Bajío', 'Las dos estadías me abrieron la puerta a mi primer empleo; hoy coordino un equipo de seis desarrolladores.'],
  ['Fernanda Olvera Reyes', '2017-2020', 'Ingeniera de datos en Datos y Procesos Aguascalientes', 'Lo que más valoro son los proyectos integradores: trabajar en equipo con fechas reales es justo lo que vivo hoy.'],
  ['Miguel Ángel Esquivel', '2016-2019', 'Fundador de Laboratorio Ágil de Innovación', 'Empecé mi empresa con compañeros de generación. Los profesores nos orientaron incluso después de egresar.'],
  ['Sofía Navarro Lozano', '2020-2023', 'Analista de calidad de software en Médica Digital del Centro', 'Aprendí a probar y documentar software con rigor; esa disciplina marcó la diferencia en mi entrevista.'],
];

export async function sembrarEgresados(db: Db, config: AppConfig): Promise<void> {
  const gen = db.prepare('SELECT pk_generacion FROM generaciones WHERE generacion = ?').pluck();
  const insertar = db.prepare(
    'INSERT INTO casos_exito (nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const [i, [nombre, generacion, puesto, comentario]] of EGRESADOS_DEMO.entries()) {
    const foto = await guardarImagenDemo(config.uploadsDir, CARPETA, 400 + i, 640, 640);
    insertar.run(nombre, normalizar(nombre), gen.get(generacion), puesto, comentario, foto);
  }
}
