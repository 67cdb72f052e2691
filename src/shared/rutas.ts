// Typed path builders of SPEC.md §2's routes: the route table reads each `patron`, pages build links
// with the same entry (`rutas.admin.proyectos.editar(7)`), so a path is written once.

/** A route with one parameter: call it to build a path; `patron` is what the router matches. */
export interface RutaCon<P extends string> {
  (valor: string | number): string;
  readonly patron: `${string}:${P}`;
}

function con<P extends string>(base: string, parametro: P): RutaCon<P> {
  const construir = (valor: string | number) => `${base}/${encodeURIComponent(String(valor))}`;
  return Object.assign(construir, { patron: `${base}/:${parametro}` as `${string}:${P}` });
}

const ADMIN = '/panel_admin';
const PROYECTOS = `${ADMIN}/proyectos_estudiantes`;
const EVENTOS = `${ADMIN}/eventos_admin`;
const ALUMNOS = `${ADMIN}/alumnos`;
const EMPRESAS = `${ADMIN}/empresas_estadias`;
const EGRESADOS = `${ADMIN}/panel_casos_exito`;
const MODERACION = `${ADMIN}/preguntas_respuestas`;
const ALUMNO = '/panel_alumno';
const SUPERADMIN = '/panel_superadmin';

export const rutas = {
  admin: {
    panel: ADMIN,
    editarEnlace: `${ADMIN}/editar_enlace`,
    avisos: `${ADMIN}/avisos`,
    miCuenta: `${ADMIN}/mi_cuenta`,
    moderacion: { lista: MODERACION, responder: con(`${MODERACION}/responder_pregunta`, 'idPregunta') },
    proyectos: { lista: PROYECTOS, registrar: `${PROYECTOS}/registrar_proyecto`, editar: con(`${PROYECTOS}/editar`, 'pkProyecto') },
    eventos: { lista: EVENTOS, registrar: `${EVENTOS}/registrar_evento`, editar: con(`${EVENTOS}/editar`, 'pkEvento') },
    alumnos: {
      lista: ALUMNOS,
      agregar: `${ALUMNOS}/agregar_alumno`,
      editar: con(`${ALUMNOS}/editar_alumno`, 'pk_usuario'),
      importar: `${ALUMNOS}/importar_alumnos`,
      regest: '/regest',
    },
    empresas: {
      lista: EMPRESAS,
      registrar: `${EMPRESAS}/registrar_empresa_estadia`,
      editar: con(`${EMPRESAS}/editar_empresa_estadia`, 'pk'),
      registrarExperiencia: `${EMPRESAS}/registrar_experiencia_estadia`,
      experiencias: con(`${EMPRESAS}/experiencias_estadias`, 'pkEmpresa'),
      pendientes: `${EMPRESAS}/experiencias_pendientes`,
    },
    egresados: { lista: EGRESADOS, agregar: `${EGRESADOS}/agregar_caso_exito`, editar: con(`${EGRESADOS}/editar_caso_exito`, 'idCasoExito') },
  },
  alumno: {
    panel: ALUMNO,
    responder: con(ALUMNO, 'idPregunta'),
    registrarExperiencia: `${ALUMNO}/registrar_experiencia_estadia`,
    avisos: `${ALUMNO}/avisos`,
    miCuenta: `${ALUMNO}/mi_cuenta`,
  },
  superadmin: {
    panel: SUPERADMIN,
    agregar: `${SUPERADMIN}/agregar_usuario`,
    editar: con(`${SUPERADMIN}/editar_usuario`, 'pk_usuario'),
    bitacora: `${SUPERADMIN}/bitacora`,
    dosPasos: `${SUPERADMIN}/verificacion_dos_pasos`,
    avisos: `${SUPERADMIN}/avisos`,
    miCuenta: `${SUPERADMIN}/mi_cuenta`,
    salidaCorreo: `${SUPERADMIN}/salida_correo`,
  },
} as const;

/** Each role's panel, inbox and account page (the bell and the account links read them). */
export const rutasDeRol = { a: rutas.admin, e: rutas.alumno, s: rutas.superadmin } as const;
