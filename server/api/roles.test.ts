// The role matrix: every funcion × every kind of caller → allowed or refused exactly as docs/SPEC.md §6
// says. The expectations come from PERMISOS below, written from the spec, never from the dispatch
// table's own `acceso` (a wrong `acceso` fails here). A funcion of docs/SPEC.md §7 missing from the
// table fails here (and is a type error in funciones.ts).
import { createHash } from 'node:crypto';
import { funciones } from './funciones';
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';

/** Every funcion docs/SPEC.md §7 names, plus our additions; the table must hold exactly these. */
const SPEC_FUNCIONES = [
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
const NUESTRAS = [
  'cerrarSesion',
  'cambiarContrasena',
  'darBajaAlumnos',
  'importarAlumnos',
  // Restore what was deactivated, and the audit trail
  'mostrarDadosDeBaja',
  'mostrarUsuariosDeBaja',
  'reactivarProyecto',
  'reactivarEvento',
  'reactivarEmpresaEstadia',
  'reactivarExperienciaEstadia',
  'reactivarAlumno',
  'reactivarUsuario',
  'traerBitacora',
  'ultimaModificacion',
  // shared computers: the caller's own sessions
  'traerSesiones',
  'cerrarOtrasSesiones',
  // the university sign-in's options for /login (issue 35, docs/oidc.md)
  'traerOpcionesOidc',
  // The second factor for staff, and the security events
  'traerSeguridad',
  'verificarDosPasos',
  'posponerDosPasos',
  'inscribirDosPasos',
  'confirmarDosPasos',
  'estadoDosPasos',
  'desactivarDosPasos',
  'restablecerDosPasos',
  'traerAjustesDosPasos',
  'guardarAjustesDosPasos',
  // site search (/buscar)
  'buscar',
  // notifications: the inbox, the account's e-mail and choices, the outbox's health; experiences reviewed
  'traerAvisos',
  'marcarAvisosLeidos',
  'traerMiCorreo',
  'guardarMiCorreo',
  'confirmarCorreo',
  'guardarPreferenciaAviso',
  'traerEstadoSalida',
  'traerExperienciasPendientes',
  'validarExperienciaEstadia',
  'descartarExperienciaEstadia',
  // enquiries from /admisiones (issue 32)
  'registrarSolicitudInformes',
  'traerSolicitudesInformes',
  'atenderSolicitudInformes',
  // the FAQ topic's entries, editable (issue 32)
  'traerPreguntasFrecuentes',
  'guardarPreguntasFrecuentes',
  // staff-edited pages (issue 32): read by anyone, listed, previewed and edited by admins
  'mostrarPagina',
  'traerPaginas',
  'vistaPreviaPagina',
  'editarPagina',
  // the curriculum in the database: its editor and its version
  'mostrarPlan',
  'traerPlan',
  'editarPlan',
  // password reset by e-mail, and the super admin's one-time password for an admin (issue 38)
  'pedirRestablecimiento',
  'restablecerContrasena',
  'restablecerAdmin',
];

type Rol = 'e' | 'a' | 's';
const P = 'publico' as const;
/**
 * Who may call each funcion, from docs/SPEC.md §6: the admin "manages projects, companies, experiences,
 * graduates, events and students (register, edit, reset password), the enrolment link, and
 * validates questions and answers"; the student "answers validated questions and adds
 * experiences"; the super admin "registers, edits and removes admin users". The public site reads
 * every published list, and visitors ask questions (§4: a question is asked by a visitor).
 */
const PERMISOS: Record<string, typeof P | readonly Rol[]> = {
  // session (§4: login; ours: logout, and everyone changes an initial password)
  iniciarSesion: P,
  cerrarSesion: P,
  cambiarContrasena: ['e', 'a', 's'],
  traerSesiones: ['e', 'a', 's'],
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
  // graduates: public, managed by the admin
  mostrarGeneraciones: P,
  traerCasosExito: P,
  obtenerEgresado: P,
  registrarCasoExito: ['a'],
  editarEgresado: ['a'],
  eliminarEgresado: ['a'],
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
  // a forgotten password: asked and reset without a session (the link is the proof); the super
  // admin gives an admin a one-time password (docs/SPEC.md §6: the super admin manages admin users)
  pedirRestablecimiento: P,
  restablecerContrasena: P,
  restablecerAdmin: ['s'],
};

/**
 * Funciones whose rule depends on the account they touch (docs/SPEC.md §6: the admin registers and
 * edits students, the super admin admin users): who may call each variant. darBaja is not here:
 * its caller may be either, the account's stored role decides (features/usuarios.ts).
 */
const VARIANTES: Record<string, Record<string, readonly Rol[]>> = {
  registrarUsuario: { alumno: ['a'], admin: ['s'] },
  editarUsuario: { alumno: ['a'], admin: ['s'] },
};

type Llamante = 'visitante' | 'falso' | 'e' | 'a' | 's' | 'desactivado' | 'expirado';
const LLAMANTES: Llamante[] = ['visitante', 'falso', 'e', 'a', 's', 'desactivado', 'expirado'];

let h: Harness;
let cookies: Record<Llamante, string | undefined>;

beforeAll(async () => {
  h = await nuevoHarness();
  // a deactivated admin (its session cookie was valid before the deactivation)
  const { insertarUsuario } = await import('../db/semillas');
  const pk = await insertarUsuario(h.db, { rol: 'a', usuario: 'baja1', contrasena: 'Baja#Prueba1', nombre: 'Dado de Baja' });
  const cookieBaja = await h.entrar('baja1', 'Baja#Prueba1');
  h.db.prepare('UPDATE usuarios SET activo = 0 WHERE pk_usuario = ?').run(pk);
  // an expired admin session
  const cookieExpirada = await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena);
  const token = cookieExpirada.replace(/^sid=/, '');
  h.db.prepare('UPDATE sesiones SET expira = 0 WHERE token_hash = ?').run(createHash('sha256').update(token).digest('hex'));
  cookies = {
    visitante: undefined,
    falso: h.cookieDe('falso'),
    e: h.cookieDe('e'),
    a: await h.entrar(CUENTAS.a.usuario, CUENTAS.a.contrasena),
    s: h.cookieDe('s'),
    desactivado: cookieBaja,
    expirado: cookieExpirada,
  };
});
afterAll(() => h.cerrar());

it('the dispatch table holds every funcion of the spec (and nothing unaccounted for)', () => {
  expect(Object.keys(funciones).sort()).toEqual([...SPEC_FUNCIONES, ...NUESTRAS].sort());
  expect(Object.keys(PERMISOS).sort()).toEqual(Object.keys(funciones).sort());
});

const casos = Object.keys(funciones).flatMap((nombre) => LLAMANTES.map((quien) => [nombre, quien, PERMISOS[nombre]] as const));

it.each(casos)('%s called by %s', async (nombre, quien, acceso) => {
  if (nombre === 'iniciarSesion') {
    // public: a payload without usuario is refused by validation for every caller (no session changes)
    const antes = h.db.prepare('SELECT total_changes()').pluck().get();
    const r = await h.llamar(nombre, {}, { cookie: cookies[quien] });
    expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje: 'Se necesita ingresar un usuario.' }]);
    expect(h.db.prepare('SELECT total_changes()').pluck().get()).toBe(antes);
    return;
  }
  if (nombre === 'cerrarSesion') {
    // public: anyone may log out; a role's own session is a fresh one, so the matrix's cookies live on
    const rolDe: Partial<Record<Llamante, Rol>> = { e: 'e', a: 'a', s: 's' };
    const rol = rolDe[quien];
    const cookie = rol ? await h.entrar(CUENTAS[rol].usuario, CUENTAS[rol].contrasena) : cookies[quien];
    const r = await h.llamar(nombre, {}, { cookie });
    expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: 'Sesión cerrada.' }]);
    if (rol) expect((await h.llamar('cambiarContrasena', {}, { cookie })).status).toBe(401);
    return;
  }
  const antes = h.db.prepare('SELECT total_changes() AS n').get() as { n: number };
  const r = await h.llamar(nombre, {}, { cookie: cookies[quien] });
  const rolDe: Partial<Record<Llamante, Rol>> = { e: 'e', a: 'a', s: 's' };
  const rol = rolDe[quien];
  if (acceso === 'publico') {
    expect([401, 403]).not.toContain(r.status);
  } else if (!rol) {
    expect(r.status).toBe(401);
  } else if (!acceso.includes(rol)) {
    expect(r.status).toBe(403);
  } else {
    expect([401, 403]).not.toContain(r.status);
  }
  if (r.status !== 200) {
    expect(esRechazo(r)).toBe(true);
    const despues = h.db.prepare('SELECT total_changes() AS n').get() as { n: number };
    expect(despues.n).toBe(antes.n);
  }
});

it('the variants of the dispatch table are the ones the spec sets apart', () => {
  const delRegistro = Object.fromEntries(
    Object.entries(funciones)
      .filter(([, def]) => def.variantes)
      .map(([nombre, def]) => [nombre, Object.fromEntries(Object.entries(def.variantes!.porNombre).map(([v, d]) => [v, [...d.roles]]))]),
  );
  expect(delRegistro).toEqual(VARIANTES);
});

// every variant × every kind of caller, called with the fields the table says select it
const casosVariantes = Object.entries(funciones).flatMap(([nombre, def]) =>
  Object.entries(def.variantes?.porNombre ?? {}).flatMap(([variante, { selector, mensaje }]) =>
    LLAMANTES.map((quien) => [nombre, variante, quien, selector, mensaje] as const),
  ),
);

it.each(casosVariantes)('%s (%s) called by %s', async (nombre, variante, quien, selector, mensaje) => {
  const antes = h.db.prepare('SELECT total_changes() AS n').get() as { n: number };
  const r = await h.llamar(nombre, { ...selector }, { cookie: cookies[quien] });
  const rol = ({ e: 'e', a: 'a', s: 's' } as Partial<Record<Llamante, Rol>>)[quien];
  const roles = VARIANTES[nombre][variante];
  if (!rol) expect(r.status).toBe(401);
  else if (!PERMISOS[nombre].includes(rol)) expect(r.status).toBe(403);
  else if (!roles.includes(rol)) expect([r.status, r.body]).toEqual([403, { codigo: 0, mensaje }]);
  else expect([401, 403]).not.toContain(r.status);
  expect(esRechazo(r)).toBe(true);
  expect((h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(antes.n);
});
