// Issue 45, finding 2: which identities may take which student account through the university
// sign-in. email:local needs OIDC_DOMINIOS (refused at start), only a verified address of an allowed
// domain links, and students created by OIDC_CREAR_ALUMNOS=1 pass the admins' matrícula rule.
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { proveedorDePrueba, recorrer, type ProveedorDePrueba } from '../pruebas/oidc';
import { leerOidc } from '@server/base/configOidc';

const CUENTAS_ATAQUE = {
  ajena: { preferred_username: 'p1', email: '20231001@otro-dominio.example', email_verified: true },
  sinVerificar: { preferred_username: 'p2', email: '20231001@uni.ejemplo.mx', email_verified: false },
  propia: { preferred_username: 'p3', email: '20231001@uni.ejemplo.mx', email_verified: true },
  nueva: { preferred_username: 'p4', email: '20231002@uni.ejemplo.mx', email_verified: true, name: 'Nueva\r\n\u202EAlumna' },
  marcado: { preferred_username: '<b>A1234</b>', email: 'm@uni.ejemplo.mx', email_verified: true },
  cirilico: { preferred_username: 'superadm\u0456n1', email: 'c@uni.ejemplo.mx', email_verified: true },
  crlf: { preferred_username: 'A12\r\n\u202E34', email: 'r@uni.ejemplo.mx', email_verified: true },
  formula: { preferred_username: '=HYPERLINK("x")1', email: 'f@uni.ejemplo.mx', email_verified: true },
} as const;

let proveedor: ProveedorDePrueba;
let h: Harness;
beforeAll(async () => {
  proveedor = await proveedorDePrueba(undefined, CUENTAS_ATAQUE);
  h = await nuevoHarness({ ...proveedor.env, OIDC_CLAIM_MATRICULA: 'email:local', OIDC_DOMINIOS: 'uni.ejemplo.mx', OIDC_CREAR_ALUMNOS: '1' });
  h.db.prepare("UPDATE usuarios SET matricula = '20231001' WHERE pk_usuario = ?").run(h.pks.e);
});
afterAll(async () => {
  await h?.cerrar();
  await proveedor?.cerrar();
});

const vinculo = () => h.db.prepare('SELECT oidc_sujeto FROM usuarios WHERE pk_usuario = ?').get(h.pks.e) as { oidc_sujeto: string | null };
const usuarios = () => (h.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get() as { n: number }).n;

it('start refuses OIDC_CLAIM_MATRICULA=email:local without OIDC_DOMINIOS, in Spanish', () => {
  const env = { ...proveedor.env, OIDC_CLAIM_MATRICULA: 'email:local' };
  expect(() => leerOidc(env)).toThrow(
    'Con OIDC_CLAIM_MATRICULA=email:local hace falta OIDC_DOMINIOS (los dominios de correo de la universidad): sin él, cualquier correo con la misma parte antes de la @ entraría como ese alumno.',
  );
  expect(leerOidc({ ...env, OIDC_DOMINIOS: 'uni.ejemplo.mx' })?.dominios).toEqual(['uni.ejemplo.mx']);
});

it('email:local links only a verified address of an allowed domain, even if the domains were emptied at run time', async () => {
  expect((await recorrer(h, 'ajena')).destino).toBe('/login?oidc=dominio');
  h.config.oidc!.dominios = [];
  try {
    // the red team's case: 20231001@otro-dominio.example took student 20231001
    expect((await recorrer(h, 'ajena')).destino).toBe('/login?oidc=desconocido');
  } finally {
    h.config.oidc!.dominios = ['uni.ejemplo.mx'];
  }
  expect((await recorrer(h, 'sinVerificar')).destino).toBe('/login?oidc=dominio');
  expect(vinculo().oidc_sujeto).toBeNull();
  const r = await recorrer(h, 'propia');
  expect([r.destino, r.sesion !== undefined]).toEqual(['/login?oidc=entrar', true]);
  expect(vinculo().oidc_sujeto).toBe('propia');
});

it('OIDC_CREAR_ALUMNOS=1 creates only matrículas the admins could type; the name loses CR/LF and U+202E', async () => {
  const nueva = await recorrer(h, 'nueva');
  expect(nueva.destino).toBe('/login?oidc=entrar');
  expect(h.db.prepare("SELECT rol, usuario, nombre_persona FROM usuarios WHERE matricula = '20231002'").get()).toEqual({
    rol: 'e',
    usuario: '20231002',
    nombre_persona: 'Nueva Alumna',
  });
  h.config.oidc!.claimMatricula = 'preferred_username';
  try {
    const antes = usuarios();
    for (const quien of ['marcado', 'cirilico', 'crlf', 'formula'] as const) {
      const r = await recorrer(h, quien);
      expect([quien, r.destino, r.sesion]).toEqual([quien, '/login?oidc=desconocido', undefined]);
    }
    expect(usuarios()).toBe(antes);
  } finally {
    h.config.oidc!.claimMatricula = 'email:local';
  }
});
