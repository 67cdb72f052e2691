// The role matrix: every funcion × every kind of caller → allowed or refused exactly as docs/SPEC.md §6
// says. The expectations come from PERMISOS and its rule over a content funcion's name (permisoDe,
// server/pruebas/permisos.ts), written from the spec, never from the dispatch table's own `acceso` (a
// wrong `acceso` fails here). A funcion of docs/SPEC.md §7 or of the contract missing from the table
// (SPEC_FUNCIONES, NUESTRAS: server/pruebas/funcionesSpec.ts) fails here (and is a type error in funciones.ts).
import { createHash } from 'node:crypto';
import { funciones } from './funciones';
import { nuevoHarness, esRechazo, CUENTAS, type Harness } from '../pruebas/arnes';
import { NUESTRAS, SPEC_FUNCIONES } from '../pruebas/funcionesSpec';
import { LLAMANTES, PERMISOS, VARIANTES, permisoDe, type Llamante, type Rol } from '../pruebas/permisos';

let h: Harness;
let cookies: Record<Llamante, string | undefined>;

beforeAll(async () => {
  h = await nuevoHarness();
  // a deactivated admin (its session cookie was valid before the deactivation)
  const { insertarUsuario } = await import('@server/semillas');
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
  // a rule for every funcion (its own line or the content rule), and no line for one that is not there
  expect(Object.keys(funciones).filter((f) => permisoDe(f) === undefined)).toEqual([]);
  expect(Object.keys(PERMISOS).filter((f) => !Object.hasOwn(funciones, f))).toEqual([]);
});

const casos = Object.keys(funciones).flatMap((nombre) => LLAMANTES.map((quien) => [nombre, quien, permisoDe(nombre)!] as const));

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
  else if (!permisoDe(nombre)!.includes(rol)) expect(r.status).toBe(403);
  else if (!roles.includes(rol)) expect([r.status, r.body]).toEqual([403, { codigo: 0, mensaje }]);
  else expect([401, 403]).not.toContain(r.status);
  expect(esRechazo(r)).toBe(true);
  expect((h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n).toBe(antes.n);
});
