// The role matrix's expectations (server/api/roles.test.ts): who may call each funcion and each variant
// as docs/SPEC.md §6 says, never the dispatch table's own `acceso`, and the kinds of caller it tries.

export type Rol = 'e' | 'a' | 's';
export const P = 'publico' as const;
/**
 * Who may call each funcion, from docs/SPEC.md §6: the admin "manages projects, companies, experiences,
 * graduates, events and students (register, edit, reset password), the enrolment link, and
 * validates questions and answers"; the student "answers validated questions and adds
 * experiences"; the super admin "registers, edits and removes admin users". The public site reads
 * every published list, and visitors ask questions (§4: a question is asked by a visitor).
 */
export const PERMISOS: Record<string, typeof P | readonly Rol[]> = {
  // session (§4: login; ours: logout, and everyone changes an initial password)
  iniciarSesion: P,
  cerrarSesion: P,
  cambiarContrasena: ['e', 'a', 's'],
  traerSesiones: ['e', 'a', 's'],
  traerMiCuenta: ['e', 'a', 's'],
  cerrarOtrasSesiones: ['e', 'a', 's'],
  // what /login shows to anyone: whether the university sign-in is configured, and its label
  traerOpcionesOidc: P,
  // enrolment link: shown on the home page, managed by the admin
  mostrarEnlace: P,
  cambiarEstadoEnlace: ['a'],
  // curriculum: shown on the home page, edited by the admin
  mostrarPlan: P,
  traerPlan: ['a'],
  editarPlan: ['a'],
  // revisions (issue 37): the admin reads an item's history and restores a version
  traerRevisiones: ['a'],
  mostrarRevision: ['a'],
  restaurarRevision: ['a'],
  // bulk actions on the admin lists (issue 43)
  accionEnLote: ['a'],
  // forum: public reading and asking; the admin moderates; students and admins answer
  traerTopicos: P,
  traerTopico: P,
  traerPreguntasTopico: P,
  registrarPregunta: P,
  traerPregunta: P,
  traerPreguntas: ['a'],
  validarPregunta: ['a'],
  descartarPregunta: ['a'],
  traerPreguntasValidadas: ['e', 'a'],
  registrarRespuesta: ['e', 'a'],
  traerRespuestas: ['a'],
  validarRespuesta: ['a'],
  descartarRespuesta: ['a'],
  // projects and events: public lists, managed by the admin
  obtenerTodosProyectosPorCuatrimestre: P,
  obtenerProyecto: P,
  registrarProyecto: ['a'],
  editarProyecto: ['a'],
  darBajaProyecto: ['a'],
  obtenerTodosEventos: P,
  obtenerEvento: P,
  registrarEvento: ['a'],
  editarEvento: ['a'],
  darBajaEvento: ['a'],
  // site search: public
  buscar: P,
  // companies and experiences: public lists; the admin manages, students add experiences
  obtenerTodasEmpresasEstadias: P,
  mostrarEmpresas: P,
  obtenerEmpresaEstadia: P,
  registrarEmpresaEstadia: ['a'],
  editarEmpresaEstadia: ['a'],
  darBajaEmpresaEstadia: ['a'],
  obtenerTodasExperienciasDeEmpresa: P,
  registrarExperienciaEstadia: ['a', 'e'],
  darBajaExperienciaEstadia: ['a'],
  // a student's experience waits for review, as a student's answer does (the admin moderates)
  traerExperienciasPendientes: ['a'],
  validarExperienciaEstadia: ['a'],
  descartarExperienciaEstadia: ['a'],
  // every account has its own inbox and e-mail; the confirmation link is opened without a session
  traerAvisos: ['e', 'a', 's'],
  marcarAvisosLeidos: ['e', 'a', 's'],
  traerMiCorreo: ['e', 'a', 's'],
  guardarMiCorreo: ['e', 'a', 's'],
  guardarPreferenciaAviso: ['e', 'a', 's'],
  confirmarCorreo: P,
  // the outbox's health is the super admin's (docs/SPEC.md §6: the super admin watches the site's accounts)
  traerEstadoSalida: ['s'],
  // enquiries: a visitor sends one; only the admins (who answer prospective students) read and attend them
  registrarSolicitudInformes: P,
  traerSolicitudesInformes: ['a'],
  atenderSolicitudInformes: ['a'],
  // the FAQ topic's entries: public, edited by the admin (who manages the forum)
  traerPreguntasFrecuentes: P,
  guardarPreguntasFrecuentes: ['a'],
  // the images without alt text (issue 37): the admin who edits the content describes them
  traerImagenesSinAlt: ['a'],
  guardarTextoAlternativo: ['a'],
  // the media library (issue 43): the admins who edit the content
  traerMedios: ['a'],
  subirMedios: ['a'],
  editarMedio: ['a'],
  borrarMedio: ['a'],
  // graduates: public, managed by the admin (the rule below: permisoDe)
  // accounts: the admin manages students, the super admin admin users (registrarUsuario,
  // editarUsuario and darBaja serve both, each refusing the other's kind of account)
  registrarUsuario: ['a', 's'],
  editarUsuario: ['a', 's'],
  darBaja: ['a', 's'],
  mostrarAlumnoId: ['a'],
  mostrarAlumnos: ['a'],
  reestablecerAlumno: ['a'],
  darBajaAlumnos: ['a'],
  importarAlumnos: ['a'],
  mostrarUsuarios: ['s'],
  // ours: whoever may deactivate an item may see it deactivated and bring it back (the
  // admin its content and students, the super admin the admins); the trail is the super admin's,
  // an item's last change is shown on the edit pages of both panels
  mostrarDadosDeBaja: ['a'],
  reactivarProyecto: ['a'],
  reactivarEvento: ['a'],
  reactivarEmpresaEstadia: ['a'],
  reactivarExperienciaEstadia: ['a'],
  reactivarAlumno: ['a'],
  mostrarUsuariosDeBaja: ['s'],
  reactivarUsuario: ['s'],
  traerBitacora: ['s'],
  ultimaModificacion: ['a', 's'],
  // The login's second step is public (it carries its own pending token), enrolment
  // too (during a login, by token; from the account page, by the session); staff manage their own
  // factor; the super admin reads the security events, resets an admin's factor and requires it
  traerSeguridad: ['s'],
  verificarDosPasos: P,
  posponerDosPasos: P,
  inscribirDosPasos: P,
  confirmarDosPasos: P,
  estadoDosPasos: ['a', 's'],
  desactivarDosPasos: ['a', 's'],
  restablecerDosPasos: ['s'],
  traerAjustesDosPasos: ['s'],
  guardarAjustesDosPasos: ['s'],
  // the site's page texts: public, edited by the admin (who manages the site's content, §6)
  mostrarPagina: P,
  traerPaginas: ['a'],
  vistaPreviaPagina: ['a'],
  editarPagina: ['a'],
  // preview links (issue 37): made, listed and revoked by admins, read by anyone holding one
  crearVistaPrevia: ['a'],
  traerVistasPrevias: ['a'],
  revocarVistaPrevia: ['a'],
  mostrarVistaPrevia: P,
  // a forgotten password: asked and reset without a session (the link is the proof); the super
  // admin gives an admin a one-time password (docs/SPEC.md §6: the super admin manages admin users)
  pedirRestablecimiento: P,
  restablecerContrasena: P,
  restablecerAdmin: ['s'],
  // duplicating a project or an event (issue 43): the admin, who manages them
  duplicarProyecto: ['a'],
  duplicarEvento: ['a'],
  // an enquiry's internal note and the pending count (issue 43): the admins who read enquiries
  anotarSolicitudInformes: ['a'],
  contarSolicitudesPendientes: ['a'],
  // import (issue 43): the admin, like registering each item
  previsualizarImportacion: ['a'],
  confirmarImportacion: ['a'],
  deshacerImportacion: ['a'],
  // edit locks and drafts on the server (issue 48): the admins who edit the content
  tomarBloqueo: ['a'],
  latirBloqueo: ['a'],
  soltarBloqueo: ['a'],
  guardarBorrador: ['a'],
  traerBorrador: ['a'],
  descartarBorrador: ['a'],
  // review before publishing (issue 48): the admins (who may review is the handler's rule)
  traerCambiosPendientes: ['a'],
  aprobarCambio: ['a'],
  devolverCambio: ['a'],
};

/**
 * docs/SPEC.md §6 as a rule over a content funcion's name, for those PERMISOS does not list: the public
 * reads the published content (obtener*, traer*, mostrar*), the admin manages it (registrar*,
 * editar*, darBaja*, reactivar*, eliminar*, duplicar*). A new entity following the names needs no line
 * here; any other funcion needs its own (undefined: the role matrix fails).
 */
export function permisoDe(funcion: string): typeof P | readonly Rol[] | undefined {
  if (Object.hasOwn(PERMISOS, funcion)) return PERMISOS[funcion];
  if (/^(obtener|traer|mostrar)[A-Z]/.test(funcion)) return P;
  if (/^(registrar|editar|darBaja|reactivar|eliminar|duplicar)[A-Z]/.test(funcion)) return ['a'];
  return undefined;
}

/**
 * Funciones whose rule depends on the account they touch (docs/SPEC.md §6: the admin registers and
 * edits students, the super admin admin users): who may call each variant. darBaja is not here:
 * its caller may be either, the account's stored role decides (features/usuarios.ts).
 */
export const VARIANTES: Record<string, Record<string, readonly Rol[]>> = {
  registrarUsuario: { alumno: ['a'], admin: ['s'] },
  editarUsuario: { alumno: ['a'], admin: ['s'] },
};

export type Llamante = 'visitante' | 'falso' | 'e' | 'a' | 's' | 'desactivado' | 'expirado';
export const LLAMANTES: Llamante[] = ['visitante', 'falso', 'e', 'a', 's', 'desactivado', 'expirado'];
