// Typed path builders of docs/SPEC.md §2's routes: the route table reads each `patron`, pages build links
// with the same entry (`rutas.admin.proyectos.editar(7)`), so a path is written once. An entity's
// admin paths are written here, one entry per entity, beside the areas' own.

import { con, listaConEdicion } from './rutaCon';

export type { RutaCon } from './rutaCon';

const ADMIN = '/panel_admin';
const ALUMNO = '/panel_alumno';
const SUPERADMIN = '/panel_superadmin';

export const rutas = {
  admin: {
    panel: ADMIN,
    editarEnlace: `${ADMIN}/editar_enlace`,
    avisos: `${ADMIN}/avisos`,
    // cambios (issue 48): review before publishing
    cambios: { lista: '/panel_admin/cambios_por_revisar' },
    correoAvisos: `${ADMIN}/correo_y_avisos`,
    // egresados
    egresados: {
      ...listaConEdicion('/panel_admin/panel_casos_exito', 'editar_caso_exito', 'idCasoExito'),
      agregar: '/panel_admin/panel_casos_exito/agregar_caso_exito',
    },
    // empresas
    empresas: {
      lista: '/panel_admin/empresas_estadias',
      registrar: '/panel_admin/empresas_estadias/registrar_empresa_estadia',
      editar: con('/panel_admin/empresas_estadias/editar_empresa_estadia', 'pk'),
      registrarExperiencia: '/panel_admin/empresas_estadias/registrar_experiencia_estadia',
      experiencias: con('/panel_admin/empresas_estadias/experiencias_estadias', 'pkEmpresa'),
      pendientes: '/panel_admin/empresas_estadias/experiencias_pendientes',
    },
    // eventos
    eventos: { ...listaConEdicion('/panel_admin/eventos_admin', 'editar', 'pkEvento'), registrar: '/panel_admin/eventos_admin/registrar_evento' },
    // foro
    moderacion: {
      lista: '/panel_admin/preguntas_respuestas',
      responder: con('/panel_admin/preguntas_respuestas/responder_pregunta', 'idPregunta'),
      frecuentes: '/panel_admin/preguntas_respuestas/preguntas_frecuentes',
    },
    // importar (issue 43)
    importar: { pagina: '/panel_admin/importar' },
    // medios (issue 43): the media library
    medios: { lista: '/panel_admin/medios' },
    // paginas
    paginas: {
      lista: '/panel_admin/paginas',
      editar: con('/panel_admin/paginas/editar', 'clave'),
    },
    // plan
    plan: { editor: '/panel_admin/plan_estudios' },
    // proyectos
    proyectos: {
      ...listaConEdicion('/panel_admin/proyectos_estudiantes', 'editar', 'pkProyecto'),
      registrar: '/panel_admin/proyectos_estudiantes/registrar_proyecto',
    },
    // solicitudes
    solicitudes: { lista: '/panel_admin/solicitudes_informacion' },
    // textoAlternativo
    textoAlternativo: { lista: '/panel_admin/imagenes_sin_texto_alternativo' },
    // usuarios
    alumnos: {
      lista: '/panel_admin/alumnos',
      agregar: '/panel_admin/alumnos/agregar_alumno',
      editar: con('/panel_admin/alumnos/editar_alumno', 'pk_usuario'),
      importar: '/panel_admin/alumnos/importar_alumnos',
      regest: '/regest',
    },
  },
  alumno: {
    panel: ALUMNO,
    responder: con(ALUMNO, 'idPregunta'),
    registrarExperiencia: `${ALUMNO}/registrar_experiencia_estadia`,
    avisos: `${ALUMNO}/avisos`,
    correoAvisos: `${ALUMNO}/correo_y_avisos`,
  },
  superadmin: {
    panel: SUPERADMIN,
    agregar: `${SUPERADMIN}/agregar_usuario`,
    editar: con(`${SUPERADMIN}/editar_usuario`, 'pk_usuario'),
    bitacora: `${SUPERADMIN}/bitacora`,
    dosPasos: `${SUPERADMIN}/verificacion_dos_pasos`,
    avisos: `${SUPERADMIN}/avisos`,
    correoAvisos: `${SUPERADMIN}/correo_y_avisos`,
    salidaCorreo: `${SUPERADMIN}/salida_correo`,
  },
} as const;

/** Each role's panel, inbox and account page (the bell and the account links read them). */
export const rutasDeRol = { a: rutas.admin, e: rutas.alumno, s: rutas.superadmin } as const;
