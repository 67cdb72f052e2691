// A real OpenID provider for the tests (oidc-provider on 127.0.0.1), run as its own Node process
// (the package and its Koa are ESM; jest's CommonJS runtime need not load them): jest
// (server/pruebas/oidc.ts) and the e2e journey start it. Its page asks for the test account's name
// (and whether a second factor was used); consent is implicit. Configured by the environment:
//   OIDC_PRUEBA_REDIRECCIONES  the client's redirect URIs (comma-separated; the logout returns to their /login)
//   OIDC_PRUEBA_CUENTAS        JSON {cuenta: claims} (sub defaults to the name)
// It prints {"emisor": "http://127.0.0.1:<port>"} on its first line once listening. POST
// /_prueba/modo?m=<modo> makes the token endpoint answer a bad ID token: firma (signed by another
// key), nonce (another nonce), emisor (another issuer), vencido (expired an hour ago); m= restores it.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import Provider from 'oidc-provider';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from 'jose';

const redirecciones = (process.env.OIDC_PRUEBA_REDIRECCIONES ?? '').split(',').filter(Boolean);
const cuentas = JSON.parse(process.env.OIDC_PRUEBA_CUENTAS ?? '{}');
let modo = '';

const clave = async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { privada: privateKey, jwk: { ...(await exportJWK(privateKey)), kid: 'prueba', alg: 'RS256', use: 'sig' } };
};
const propia = await clave();
const ajena = await clave();

const servidor = http.createServer();
await new Promise((r) => servidor.listen(0, '127.0.0.1', r));
const emisor = `http://127.0.0.1:${servidor.address().port}`;

const provider = new Provider(emisor, {
  clients: [
    {
      client_id: 'sitio',
      // native: a loopback redirect URI matches on any port (RFC 8252 §7.3), so the e2e site may pick its own
      application_type: 'native',
      client_secret: 'secreto-de-prueba',
      redirect_uris: redirecciones,
      post_logout_redirect_uris: redirecciones.map((u) => new URL('/login', u).href),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  jwks: { keys: [propia.jwk] },
  cookies: { keys: [randomUUID()] },
  claims: { openid: ['sub', 'amr', 'acr', 'auth_time'], email: ['email', 'email_verified'], profile: ['preferred_username', 'name'] },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
  interactions: { url: (_ctx, interaccion) => `/interaccion/${interaccion.uid}` },
  async findAccount(_ctx, id) {
    const claims = cuentas[id];
    return claims ? { accountId: id, claims: async () => ({ sub: id, ...claims }) } : undefined;
  },
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    await grant.save();
    return grant;
  },
});

// a bad ID token in place of the right one, as a broken or hostile provider would answer
provider.use(async (ctx, next) => {
  await next();
  if (ctx.path !== '/token' || !modo || !ctx.body?.id_token) return;
  const ahora = Math.floor(Date.now() / 1000);
  const carga = { ...decodeJwt(ctx.body.id_token) };
  if (modo === 'nonce') carga.nonce = 'otro-nonce';
  if (modo === 'emisor') carga.iss = 'http://127.0.0.1:9/otro';
  if (modo === 'vencido') Object.assign(carga, { iat: ahora - 7200, exp: ahora - 3600 });
  const llave = modo === 'firma' ? ajena.privada : propia.privada;
  ctx.body = { ...ctx.body, id_token: await new SignJWT(carga).setProtectedHeader({ alg: 'RS256', kid: 'prueba' }).sign(llave) };
});

const esc = (t) => String(t).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pagina = (
  uid,
  error = '',
) => `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Proveedor de prueba</title></head>
<body><main><h1>Cuenta institucional de prueba</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/interaccion/${esc(uid)}"><p><label>Cuenta <input name="cuenta" autocomplete="username"></label></p>
<p><label><input type="checkbox" name="mfa" value="1"> Usé un segundo factor</label></p>
<p><button type="submit">Continuar</button> <button type="submit" name="cancelar" value="1">Cancelar</button></p></form></main></body></html>`;

async function interaccion(req, res, uid) {
  const detalles = await provider.interactionDetails(req, res);
  if (detalles.uid !== uid) throw new Error('interacción ajena');
  // a native client is always asked for consent after the login: granted at once (a first-party site)
  if (detalles.prompt.name === 'consent') {
    const grant = new provider.Grant({ clientId: detalles.params.client_id, accountId: detalles.session.accountId });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    return;
  }
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pagina(uid));
    return;
  }
  let cuerpo = '';
  for await (const parte of req) cuerpo += parte;
  const campos = new URLSearchParams(cuerpo);
  if (campos.get('cancelar')) {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Cancelado por la persona.' });
    return;
  }
  const cuenta = campos.get('cuenta') ?? '';
  if (!cuentas[cuenta]) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pagina(uid, 'Esa cuenta no existe en el proveedor.'));
    return;
  }
  const amr = campos.get('mfa') ? ['pwd', 'mfa'] : ['pwd'];
  await provider.interactionFinished(req, res, { login: { accountId: cuenta, amr } }, { mergeWithLastSubmission: false });
}

const manejar = provider.callback();
servidor.on('request', (req, res) => {
  const url = new URL(req.url, emisor);
  const uid = /^\/interaccion\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (req.method === 'POST' && url.pathname === '/_prueba/modo') {
    modo = url.searchParams.get('m') ?? '';
    res.writeHead(204).end();
  } else if (uid) {
    interaccion(req, res, uid).catch((e) => res.writeHead(400, { 'content-type': 'text/plain' }).end(String(e?.message ?? e)));
  } else {
    manejar(req, res);
  }
});
process.stdout.write(`${JSON.stringify({ emisor })}\n`);
