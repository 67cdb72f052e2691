// The university sign-in (issue 35) in Chromium against a real OpenID provider (oidc-provider on
// 127.0.0.1, server/pruebas/proveedorOidc.mjs): the student clicks "Iniciar sesión con la cuenta
// institucional", signs in at the provider's page and lands on /panel_alumno; "Cerrar sesión" then
// offers the provider's logout; an unknown person comes back to /login with the Spanish refusal in
// the in-app dialog. axe on /login (button, refusal), screenshots at 1280 and 390 px.
import { capturar, CUENTAS, prepararRecorrido, revisarAxe } from './arnes';
import { proveedorDePrueba, type ProveedorDePrueba } from '../server/pruebas/oidc';
import { MENSAJES_OIDC } from '../src/shared/api/contrato/oidc';

// the provider first (the site reads OIDC_ISSUER at start): its beforeAll fills `env` before the site's
const env: Record<string, string> = {};
let proveedor: ProveedorDePrueba | undefined;
beforeAll(async () => {
  // any loopback port is the site's redirect URI (a native client at the provider: RFC 8252 §7.3)
  proveedor = await proveedorDePrueba('http://127.0.0.1', {
    alumna: { preferred_username: CUENTAS.e.usuario, email: 'alumna@uni.ejemplo.mx', email_verified: true },
    desconocida: { preferred_username: 'x.nadie', email: 'nadie@uni.ejemplo.mx', email_verified: true },
  });
  const { SITE_URL: _sitio, ...resto } = proveedor.env;
  Object.assign(env, resto);
});
afterAll(() => proveedor?.cerrar());
const e2e = prepararRecorrido({ semilla: 'cuentas', env });

async function porElProveedor(page: Awaited<ReturnType<typeof e2e.pagina>>, cuenta: string) {
  await page.goto(`${e2e.sitio.url}/login`);
  await page.getByRole('link', { name: 'Iniciar sesión con la cuenta institucional' }).click();
  await page.getByRole('heading', { name: 'Cuenta institucional de prueba' }).waitFor();
  await page.getByLabel('Cuenta').fill(cuenta);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a student signs in at the provider and lands on /panel_alumno; an unknown person is refused in Spanish', async () => {
  const page = await e2e.pagina();
  await page.goto(`${e2e.sitio.url}/login`);
  const boton = page.getByRole('link', { name: 'Iniciar sesión con la cuenta institucional' });
  await boton.waitFor();
  await revisarAxe(page, 'login (cuenta institucional)');
  await capturar(page, 'login-cuenta-institucional');

  await porElProveedor(page, 'alumna');
  await page.waitForURL(`${e2e.sitio.url}/panel_alumno`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // the same session as a password login: the role cookie the SPA mirrors, the httpOnly one the server reads
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'rol')?.value).toBe('e');
  expect(cookies.find((c) => c.name === 'sid')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(cookies.find((c) => c.name === 'oidc_tx')).toBeUndefined();

  // "Cerrar sesión" (/login) also offers the provider's logout
  await page.goto(`${e2e.sitio.url}/login`);
  await page.getByRole('link', { name: 'Cerrar también la sesión de la cuenta institucional' }).waitFor();

  const otra = await e2e.pagina(390);
  await porElProveedor(otra, 'desconocida');
  const aviso = otra.getByRole('alertdialog', { name: 'Aviso' });
  await aviso.getByText(MENSAJES_OIDC.desconocido).waitFor();
  expect(new URL(otra.url()).pathname).toBe('/login');
  expect((await otra.context().cookies()).find((c) => c.name === 'sid')).toBeUndefined();
  await revisarAxe(otra, 'login (rechazo de la cuenta institucional)');
  await capturar(otra, 'login-cuenta-institucional-rechazo');
});
