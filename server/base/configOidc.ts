// OIDC_* variables (docs/oidc.md): the university sign-in, off without OIDC_ISSUER. An issuer must
// be https, except on a loopback address (a provider started by the tests, a campus test provider
// on the same host), which plain http may reach in production too.

export interface ConfigOidc {
  emisor: string;
  clienteId: string;
  /** Absent: a public client (PKCE alone). */
  secreto: string | undefined;
  /** The button's label: "Iniciar sesión con la {nombre}". */
  nombre: string;
  /** The claim that carries a student's matrícula. */
  claimMatricula: string;
  /** Allowed e-mail domains (lowercase); empty: any. */
  dominios: string[];
  /** OIDC_CREAR_ALUMNOS=1: an unknown identity with a matrícula becomes a student. */
  crearAlumnos: boolean;
  /** OIDC_SOLO=1: students and admins sign in only through the provider. */
  solo: boolean;
}

/** 127.0.0.0/8, ::1 and localhost: the only hosts plain http may be used with. */
export function esLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

const si = (v: string | undefined) => ['1', 'true', 'si', 'sí', 'yes', 'on'].includes((v ?? '').trim().toLowerCase());

export function leerOidc(env: NodeJS.ProcessEnv): ConfigOidc | null {
  const emisor = (env.OIDC_ISSUER ?? '').trim().replace(/\/+$/, '');
  if (!emisor) return null;
  let url: URL;
  try {
    url = new URL(emisor);
  } catch {
    throw new Error(`OIDC_ISSUER debe ser la dirección del proveedor (https://…); no se acepta «${emisor}».`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && esLoopback(url.hostname)))
    throw new Error(`OIDC_ISSUER debe usar https (http solo en una dirección local como 127.0.0.1); no se acepta «${emisor}».`);
  const clienteId = (env.OIDC_CLIENT_ID ?? '').trim();
  if (!clienteId) throw new Error('Con OIDC_ISSUER hace falta OIDC_CLIENT_ID (el identificador del sitio en el proveedor).');
  const claimMatricula = (env.OIDC_CLAIM_MATRICULA ?? '').trim() || 'preferred_username';
  const dominios = (env.OIDC_DOMINIOS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  // the part before the @ says nothing without the part after it: 20231001@otro-dominio would be student 20231001 (issue 45)
  if (claimMatricula === 'email:local' && !dominios.length)
    throw new Error(
      'Con OIDC_CLAIM_MATRICULA=email:local hace falta OIDC_DOMINIOS (los dominios de correo de la universidad): sin él, cualquier correo con la misma parte antes de la @ entraría como ese alumno.',
    );
  return {
    emisor,
    clienteId,
    secreto: (env.OIDC_CLIENT_SECRET ?? '').trim() || undefined,
    nombre: (env.OIDC_NOMBRE ?? '').trim() || 'cuenta institucional',
    claimMatricula,
    dominios,
    crearAlumnos: si(env.OIDC_CREAR_ALUMNOS),
    solo: si(env.OIDC_SOLO),
  };
}
