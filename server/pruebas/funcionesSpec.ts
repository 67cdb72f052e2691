// The funciones the role matrix (server/api/roles.test.ts) expects in the dispatch table: those
// docs/SPEC.md §7 names and our additions, written from the spec, never read from the table itself.
import { ACCIONES_FUNCIONES } from '@/shared/api/contrato/acciones';

/** Every funcion docs/SPEC.md §7 names, plus our additions; the table must hold exactly these. */
export const SPEC_FUNCIONES = [
  'mostrarEnlace',
  'cambiarEstadoEnlace',
  'iniciarSesion',
  // later issues add theirs below, one per line
  'traerTopicos',
  'traerTopico',
  'traerPreguntasTopico',
  'registrarPregunta',
  'traerPregunta',
  'traerPreguntas',
  'traerPreguntasValidadas',
  'traerRespuestas',
  'validarPregunta',
  'descartarPregunta',
  'registrarRespuesta',
  'validarRespuesta',
  'descartarRespuesta',
  'obtenerTodosProyectosPorCuatrimestre',
  'obtenerProyecto',
  'registrarProyecto',
  'editarProyecto',
  'darBajaProyecto',
  'obtenerTodosEventos',
  'obtenerEvento',
  'registrarEvento',
  'editarEvento',
  'darBajaEvento',
  'registrarUsuario',
  'editarUsuario',
  'mostrarAlumnoId',
  'mostrarAlumnos',
  'mostrarUsuarios',
  'reestablecerAlumno',
  'darBaja',
  'obtenerTodasEmpresasEstadias',
  'mostrarEmpresas',
  'obtenerEmpresaEstadia',
  'registrarEmpresaEstadia',
  'editarEmpresaEstadia',
  'darBajaEmpresaEstadia',
  'registrarExperienciaEstadia',
  'obtenerTodasExperienciasDeEmpresa',
  'darBajaExperienciaEstadia',
  'mostrarGeneraciones',
  'traerCasosExito',
  'obtenerEgresado',
  'registrarCasoExito',
  'editarEgresado',
  'eliminarEgresado',
];
/**
 * Our additions: every other funcion of the contract (src/shared/api/contrato: each one named in words
 * in ACCIONES_FUNCIONES, which the type requires), so a new entity's funciones need no line here.
 * The contract is declared apart from the dispatch table: a funcion the table holds and the
 * contract does not, or one of the spec the table lacks, still fails roles.test.ts.
 */
export const NUESTRAS: readonly string[] = Object.keys(ACCIONES_FUNCIONES).filter((f) => !(SPEC_FUNCIONES as readonly string[]).includes(f));
