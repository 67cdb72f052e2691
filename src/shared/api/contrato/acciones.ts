// Every funcion in words (issue 44): what the audit trail and the security log show for people
// instead of the wire's camelCase name. One entry per funcion of the contract, checked by the type
// (a funcion missing here does not compile). Written as what was asked ("Editar un proyecto"); the
// trail reads it in the past ("Editó un proyecto": `accionPasada`).
import type { Funcion } from './index';

export const ACCIONES_FUNCIONES: Record<Funcion, string> = {
  // graduates
  mostrarGeneraciones: 'Consultar las generaciones',
  traerCasosExito: 'Consultar los egresados',
  obtenerEgresado: 'Consultar un egresado',
  registrarCasoExito: 'Registrar un egresado',
  editarEgresado: 'Editar un egresado',
  eliminarEgresado: 'Eliminar un egresado',
  // companies and experiences
  obtenerTodasEmpresasEstadias: 'Consultar las empresas de estadía',
  obtenerEmpresaEstadia: 'Consultar una empresa de estadía',
  registrarEmpresaEstadia: 'Registrar una empresa de estadía',
  editarEmpresaEstadia: 'Editar una empresa de estadía',
  darBajaEmpresaEstadia: 'Dar de baja una empresa de estadía',
  reactivarEmpresaEstadia: 'Reactivar una empresa de estadía',
  mostrarEmpresas: 'Consultar las empresas',
  obtenerTodasExperienciasDeEmpresa: 'Consultar las experiencias de una empresa',
  registrarExperienciaEstadia: 'Registrar una experiencia de estadía',
  traerExperienciasPendientes: 'Consultar las experiencias por validar',
  validarExperienciaEstadia: 'Validar una experiencia de estadía',
  descartarExperienciaEstadia: 'Descartar una experiencia de estadía',
  darBajaExperienciaEstadia: 'Dar de baja una experiencia de estadía',
  reactivarExperienciaEstadia: 'Reactivar una experiencia de estadía',
  // the enrolment link
  mostrarEnlace: 'Consultar el enlace de inscripciones',
  cambiarEstadoEnlace: 'Cambiar el enlace de inscripciones',
  // events
  obtenerTodosEventos: 'Consultar los eventos',
  obtenerEvento: 'Consultar un evento',
  registrarEvento: 'Registrar un evento',
  editarEvento: 'Editar un evento',
  darBajaEvento: 'Dar de baja un evento',
  duplicarEvento: 'Duplicar un evento',
  reactivarEvento: 'Reactivar un evento',
  // forum
  traerTopicos: 'Consultar los tópicos del foro',
  traerTopico: 'Consultar un tópico del foro',
  traerPreguntasTopico: 'Consultar las preguntas de un tópico',
  registrarPregunta: 'Enviar una pregunta al foro',
  traerPregunta: 'Consultar una pregunta del foro',
  traerPreguntas: 'Consultar las preguntas por revisar',
  traerPreguntasValidadas: 'Consultar las preguntas publicadas',
  traerRespuestas: 'Consultar las respuestas',
  registrarRespuesta: 'Responder una pregunta del foro',
  validarPregunta: 'Publicar una pregunta del foro',
  descartarPregunta: 'Descartar una pregunta del foro',
  validarRespuesta: 'Publicar una respuesta del foro',
  descartarRespuesta: 'Descartar una respuesta del foro',
  // import
  previsualizarImportacion: 'Previsualizar una importación',
  confirmarImportacion: 'Importar una hoja de cálculo',
  deshacerImportacion: 'Deshacer una importación',
  // media library
  traerMedios: 'Consultar la biblioteca de medios',
  subirMedios: 'Subir imágenes a la biblioteca',
  editarMedio: 'Editar una imagen de la biblioteca',
  borrarMedio: 'Borrar una imagen de la biblioteca',
  // pages, curriculum, FAQ
  mostrarPagina: 'Consultar una página',
  traerPaginas: 'Consultar las páginas',
  vistaPreviaPagina: 'Previsualizar una página',
  editarPagina: 'Editar una página',
  mostrarPlan: 'Consultar el plan de estudios',
  traerPlan: 'Consultar el plan de estudios para editarlo',
  editarPlan: 'Editar el plan de estudios',
  traerPreguntasFrecuentes: 'Consultar las preguntas frecuentes',
  guardarPreguntasFrecuentes: 'Guardar las preguntas frecuentes',
  // projects
  obtenerTodosProyectosPorCuatrimestre: 'Consultar los proyectos',
  obtenerProyecto: 'Consultar un proyecto',
  registrarProyecto: 'Registrar un proyecto',
  editarProyecto: 'Editar un proyecto',
  darBajaProyecto: 'Dar de baja un proyecto',
  duplicarProyecto: 'Duplicar un proyecto',
  reactivarProyecto: 'Reactivar un proyecto',
  // admissions enquiries
  registrarSolicitudInformes: 'Enviar una solicitud de informes',
  traerSolicitudesInformes: 'Consultar las solicitudes de informes',
  contarSolicitudesPendientes: 'Contar las solicitudes pendientes',
  anotarSolicitudInformes: 'Anotar una solicitud de informes',
  atenderSolicitudInformes: 'Marcar como atendida una solicitud de informes',
  // users and accounts
  registrarUsuario: 'Registrar un usuario',
  editarUsuario: 'Editar un usuario',
  darBaja: 'Dar de baja un usuario',
  cambiarContrasena: 'Cambiar su contraseña',
  mostrarAlumnoId: 'Consultar un alumno',
  mostrarAlumnos: 'Consultar los alumnos',
  reestablecerAlumno: 'Restablecer la contraseña de un alumno',
  darBajaAlumnos: 'Dar de baja alumnos',
  importarAlumnos: 'Importar alumnos',
  reactivarAlumno: 'Reactivar un alumno',
  mostrarUsuarios: 'Consultar los usuarios',
  reactivarUsuario: 'Reactivar un usuario',
  // notices and e-mail
  traerAvisos: 'Consultar sus avisos',
  marcarAvisosLeidos: 'Marcar sus avisos como leídos',
  traerMiCorreo: 'Consultar su correo',
  guardarMiCorreo: 'Guardar su correo',
  confirmarCorreo: 'Confirmar su correo',
  guardarPreferenciaAviso: 'Guardar sus preferencias de avisos',
  traerEstadoSalida: 'Consultar la salida de correo',
  // deactivated items, audit trail, search
  mostrarDadosDeBaja: 'Consultar lo dado de baja',
  mostrarUsuariosDeBaja: 'Consultar los usuarios dados de baja',
  traerBitacora: 'Consultar la bitácora',
  ultimaModificacion: 'Consultar la última modificación',
  traerSeguridad: 'Consultar los eventos de seguridad',
  buscar: 'Buscar en el sitio',
  // second factor
  verificarDosPasos: 'Verificar el código de dos pasos',
  posponerDosPasos: 'Posponer la verificación en dos pasos',
  inscribirDosPasos: 'Iniciar la verificación en dos pasos',
  confirmarDosPasos: 'Activar la verificación en dos pasos',
  estadoDosPasos: 'Consultar la verificación en dos pasos',
  desactivarDosPasos: 'Desactivar la verificación en dos pasos',
  restablecerDosPasos: 'Restablecer la verificación en dos pasos de un usuario',
  traerAjustesDosPasos: 'Consultar los ajustes de dos pasos',
  guardarAjustesDosPasos: 'Guardar los ajustes de dos pasos',
  // bulk actions, university sign-in, password reset
  accionEnLote: 'Aplicar una acción en lote',
  traerOpcionesOidc: 'Consultar el acceso con la cuenta institucional',
  pedirRestablecimiento: 'Pedir un enlace para restablecer la contraseña',
  restablecerContrasena: 'Restablecer su contraseña con un enlace',
  restablecerAdmin: 'Restablecer la contraseña de un administrador',
  // history
  traerRevisiones: 'Consultar el historial',
  mostrarRevision: 'Consultar una versión',
  restaurarRevision: 'Restaurar una versión',
  // sessions
  iniciarSesion: 'Iniciar sesión',
  cerrarSesion: 'Cerrar sesión',
  traerSesiones: 'Consultar sus sesiones',
  traerMiCuenta: 'Consultar su cuenta',
  cerrarOtrasSesiones: 'Cerrar sus otras sesiones',
  // alternative texts, preview links
  traerImagenesSinAlt: 'Consultar las imágenes sin texto alternativo',
  guardarTextoAlternativo: 'Guardar un texto alternativo',
  crearVistaPrevia: 'Crear un enlace de vista previa',
  traerVistasPrevias: 'Consultar los enlaces de vista previa',
  revocarVistaPrevia: 'Revocar un enlace de vista previa',
  mostrarVistaPrevia: 'Abrir un enlace de vista previa',
  tomarBloqueo: 'Abrir un elemento para editarlo',
  latirBloqueo: 'Seguir editando un elemento',
  soltarBloqueo: 'Dejar de editar un elemento',
  guardarBorrador: 'Guardar un borrador',
  traerBorrador: 'Consultar un borrador',
  descartarBorrador: 'Descartar un borrador',
  // review before publishing (issue 48)
  traerCambiosPendientes: 'Consultar los cambios por revisar',
  aprobarCambio: 'Aprobar y publicar un cambio',
  devolverCambio: 'Devolver un cambio con comentario',
};

/** What the trail writes that is no funcion: the periodic job's transitions (scheduled publishing). */
const OTRAS: Record<string, string> = { publicacionProgramada: 'Publicación programada' };

/** Each first verb of ACCIONES_FUNCIONES in the past, as the trail says it. */
const PASADOS: Record<string, string> = {
  Abrir: 'Abrió',
  Activar: 'Activó',
  Anotar: 'Anotó',
  Aplicar: 'Aplicó',
  Aprobar: 'Aprobó',
  Borrar: 'Borró',
  Buscar: 'Buscó',
  Cambiar: 'Cambió',
  Cerrar: 'Cerró',
  Confirmar: 'Confirmó',
  Consultar: 'Consultó',
  Contar: 'Contó',
  Crear: 'Creó',
  Dar: 'Dio',
  Descartar: 'Descartó',
  Desactivar: 'Desactivó',
  Deshacer: 'Deshizo',
  Devolver: 'Devolvió',
  Duplicar: 'Duplicó',
  Editar: 'Editó',
  Eliminar: 'Eliminó',
  Enviar: 'Envió',
  Guardar: 'Guardó',
  Importar: 'Importó',
  Iniciar: 'Inició',
  Marcar: 'Marcó',
  Pedir: 'Pidió',
  Posponer: 'Pospuso',
  Previsualizar: 'Previsualizó',
  Publicar: 'Publicó',
  Reactivar: 'Reactivó',
  Registrar: 'Registró',
  Responder: 'Respondió',
  Restablecer: 'Restableció',
  Restaurar: 'Restauró',
  Revocar: 'Revocó',
  Subir: 'Subió',
  Validar: 'Validó',
  Verificar: 'Verificó',
};

/** A name never shown as the wire's: "crearAlgoNuevo" → "Crear algo nuevo". */
const enPalabras = (f: string) => {
  const p = f.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return p[0].toUpperCase() + p.slice(1);
};

/** What a funcion does, in words (the security log: the call a refusal stopped). */
export const accionFuncion = (funcion: string): string =>
  (ACCIONES_FUNCIONES as Record<string, string>)[funcion] ?? OTRAS[funcion] ?? enPalabras(funcion);

/** What a funcion did, in the past (the audit trail): "Editó un proyecto". */
export function accionPasada(funcion: string): string {
  const a = accionFuncion(funcion);
  const [verbo, ...resto] = a.split(' ');
  const pasado = PASADOS[verbo];
  return pasado ? [pasado, ...resto].join(' ') : a;
}
