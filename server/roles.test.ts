// The role matrix, generated from the dispatch table: every funcion × every kind of caller →
// allowed or refused exactly as its `acceso` says. A funcion of SPEC.md §7 missing from the table
// fails here (and is a type error in funciones.ts).
import { createHash } from 'node:crypto';
import { funciones } from './funciones';
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from './testing/harness';

/** Every funcion SPEC.md §7 names, plus our additions; the table must hold exactly these. */
const SPEC_FUNCIONES = [
  'mostrarEnlace', 'cambiarEstadoEnlace', 'iniciarSesion',
  // later issues add theirs below, one per line
  'traerTopicos', 'traerTopico', 'traerPreguntasTopico', 'registrarPregunta', 'traerPregunta', 'traerPreguntas',
  'traerPreguntasValidadas', 'traerRespuestas', 'validarPregunta', 'descartarPregunta', 'registrarRespuesta',
  'validarRespuesta', 'descartarRespuesta',
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
  'registrarUsuario', 'editarUsuario', 'mostrarAlumnoId', 'mostrarAlumnos', 'mostrarUsuarios', 'reestablecerAlumno', 'darBaja',
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
const NUESTRAS = ['cerrarSesion', 'cambiarContrasena', 'darBajaAlumnos', 'importarAlumnos'];

type Llamante = 'visitante' | 'falso' | 'e' | 'a' | 's' | 'desactivado' | 'expirado';
const LLAMANTES: Llamante[] = ['visitante', 'falso', 'e', 'a', 's', 'desactivado', 'expirado'];

let h: Harness;
let cookies: Record<Llamante, string | undefined>;

beforeAll(async () => {
  h = await nuevoHarness();
  // a deactivated admin (its session cookie was valid before the deactivation)
  const { insertarUsuario } = await import('./db/seeds');
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
});

const casos = Object.entries(funciones).flatMap(([nombre, def]) => LLAMANTES.map((quien) => [nombre, quien, def.acceso] as const));

it.each(casos)('%s called by %s', async (nombre, quien, acceso) => {
  if (nombre === 'iniciarSesion' || nombre === 'cerrarSesion') return; // would change the callers' sessions; covered in sesion.test.ts
  const antes = h.db.prepare('SELECT total_changes() AS n').get() as { n: number };
  const r = await h.llamar(nombre, {}, { cookie: cookies[quien] });
  const rolDe: Partial<Record<Llamante, 'e' | 'a' | 's'>> = { e: 'e', a: 'a', s: 's' };
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
