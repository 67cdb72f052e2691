// Issue 45, finding 1 in Chromium: a page on another origin (a tiny server on 127.0.0.2) with 101
// <img src=".../auth/oidc/regreso">, which the visitor's browser fetches without a sign-in of its
// own. Before, each failed return counted against the address's login budget (100 an hour) and the
// visitor could not sign in for up to an hour; now a return without its transaction cookie is
// answered at once and counts against nothing: a password login right after still succeeds.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { capturar, CUENTAS, entrarComo, prepararRecorrido } from './arnes';
import { proveedorDePrueba, type ProveedorDePrueba } from '../server/pruebas/oidc';

// the university sign-in configured (its routes exist): the provider first, its env for the site
const env: Record<string, string> = {};
let proveedor: ProveedorDePrueba | undefined;
let ajeno: http.Server | undefined;
let urlAjena = '';
beforeAll(async () => {
  proveedor = await proveedorDePrueba('http://127.0.0.1', {
    alumna: { preferred_username: CUENTAS.e.usuario, email: 'alumna@uni.ejemplo.mx', email_verified: true },
  });
  const { SITE_URL: _sitio, ...resto } = proveedor.env;
  Object.assign(env, resto);
});
afterAll(async () => {
  await new Promise((listo) => (ajeno ? ajeno.close(listo) : listo(undefined)));
  await proveedor?.cerrar();
});
const e2e = prepararRecorrido({ semilla: 'cuentas', env });

/** The other origin: one page whose 101 images are the site's sign-in return. */
async function paginaAjena(sitio: string): Promise<string> {
  const imagenes = Array.from(
    { length: 101 },
    (_, i) => `<img alt="" width="1" height="1" src="${sitio}/auth/oidc/regreso?code=x${i}&amp;state=y${i}">`,
  );
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Página ajena</title></head><body><h1>Página ajena</h1>${imagenes.join('')}</body></html>`;
  ajeno = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((listo) => ajeno!.listen(0, '127.0.0.2', listo));
  return `http://127.0.0.2:${(ajeno.address() as AddressInfo).port}/`;
}

test('101 sign-in returns fetched by a page on another origin do not lock the visitor out: the password login still succeeds', async () => {
  urlAjena = await paginaAjena(e2e.sitio.url);
  const page = await e2e.pagina();
  await page.goto(urlAjena);
  await page.getByRole('heading', { name: 'Página ajena' }).waitFor();
  // every image requested and answered (an error, since none is an image)
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), undefined, { timeout: 30_000 });
  const pedidas = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/auth/oidc/regreso')).length);
  expect(pedidas).toBe(101);

  // the same browser, the same address: the password login works at once
  await entrarComo(page, e2e.sitio, 'a');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect((await page.context().cookies()).find((c) => c.name === 'rol')?.value).toBe('a');
  await capturar(page, 'regreso-cruzado-login');
});
