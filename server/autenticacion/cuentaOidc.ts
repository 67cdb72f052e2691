// Who gets in through the university account (docs/oidc.md): the account that recorded this
// identity; else a student by the matrícula claim or staff by a confirmed e-mail (the identity is
// then recorded, so a later change of e-mail at the provider keeps the account); else, with
// OIDC_CREAR_ALUMNOS=1, a new student. Refused: an unknown identity, a deactivated account, an
// e-mail outside OIDC_DOMINIOS, the super admin (a local password with TOTP, usable while the
// provider is down), an account already bound to another identity of that provider.
import type { Db } from '../db/db';
import type { ConfigOidc } from '@server/base/configOidc';
import { ErrorOidc, type Identidad } from './clienteOidc';
import { repoIdentidades, type FilaIdentidad } from '../db/repositorios/identidades';
import { repoUsuarios } from '../entidades/usuarios/repositorio';
import { insertarUsuario } from './altaUsuario';
import { contrasenaAleatoria, hashPassword } from './contrasenas';
import { MATRICULA } from '@/shared/api/contrato/usuarios';

const texto = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : null);

/** The identity's e-mail when the provider says it is verified (Entra ID: its optional claim xms_edov). */
function correoVerificado(claims: Record<string, unknown>): string | null {
  const correo = texto(claims.email);
  const verificado = [claims.email_verified, claims.xms_edov].some((v) => v === true || v === 'true');
  return correo && verificado ? correo.toLowerCase() : null;
}

/**
 * The matrícula claim's value; `email:local`: the part before the @ of a verified e-mail of one of
 * OIDC_DOMINIOS (never of any domain: issue 45; the start refuses email:local without them).
 */
function matriculaDe(claims: Record<string, unknown>, ajustes: ConfigOidc): string | null {
  if (ajustes.claimMatricula !== 'email:local') return texto(claims[ajustes.claimMatricula]);
  const [local, dominio] = correoVerificado(claims)?.split('@') ?? [];
  return local && dominio && ajustes.dominios.includes(dominio) ? local : null;
}

/** Control, format and bidi characters (CR/LF, U+202E…) out of a name the provider sent. */
const limpio = (v: string | null) =>
  v
    ?.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim() || null;

function nombreDe(claims: Record<string, unknown>, respaldo: string): string {
  const partes = [texto(claims.given_name), texto(claims.family_name)].filter(Boolean).join(' ');
  return limpio(texto(claims.name)) ?? (limpio(partes) || respaldo);
}

async function buscar(db: Db, ajustes: ConfigOidc, id: Identidad): Promise<FilaIdentidad | undefined> {
  const repo = repoIdentidades(db);
  const vinculada = await repo.porIdentidad(id.emisor, id.sujeto);
  if (vinculada) return vinculada;
  const matricula = matriculaDe(id.claims, ajustes);
  const porMatricula = matricula ? await repo.porMatricula(matricula) : undefined;
  if (porMatricula) return porMatricula;
  const correo = correoVerificado(id.claims);
  const porCorreo = correo ? await repo.personalPorCorreo(correo) : undefined;
  if (porCorreo) return porCorreo;
  // a created student's matrícula (also its login name) passes the admins' rule: ASCII letters,
  // digits and hyphens, so no markup, homoglyph, CR/LF, U+202E or spreadsheet formula (issue 45)
  if (!ajustes.crearAlumnos || !matricula || !MATRICULA.test(matricula) || (await repoUsuarios(db).matriculaOcupada(matricula))) return undefined;
  const pk = await insertarUsuario(db, {
    rol: 'e',
    usuario: matricula,
    matricula,
    nombre: nombreDe(id.claims, matricula),
    contrasena: contrasenaAleatoria(24),
  });
  await repo.marcarDesconocida(pk);
  return repo.porMatricula(matricula);
}

/** The account this identity signs in to (inside the return's transaction), or the refusal. */
export async function cuentaDeIdentidad(db: Db, ajustes: ConfigOidc, id: Identidad): Promise<FilaIdentidad> {
  if (ajustes.dominios.length) {
    const dominio = correoVerificado(id.claims)?.split('@')[1];
    if (!dominio || !ajustes.dominios.includes(dominio))
      throw new ErrorOidc('dominio', `Correo fuera de OIDC_DOMINIOS (${dominio ?? 'sin correo verificado'}).`);
  }
  const fila = await buscar(db, ajustes, id);
  if (!fila) throw new ErrorOidc('desconocido', 'Identidad sin cuenta.');
  if (fila.oidc_sujeto !== null && (fila.oidc_emisor !== id.emisor || fila.oidc_sujeto !== id.sujeto))
    throw new ErrorOidc('desconocido', `La cuenta ${fila.usuario} ya está vinculada a otra identidad.`);
  if (fila.activo !== 1) throw new ErrorOidc('baja', `Cuenta ${fila.usuario} dada de baja.`);
  if (fila.rol === 's') throw new ErrorOidc('superadmin', 'El super administrador no entra con el proveedor.');
  if (fila.oidc_sujeto === null) await repoIdentidades(db).vincular(fila.pk_usuario, id.emisor, id.sujeto);
  // the initial password is the matrícula, known to classmates: signing in through the provider closes it
  if (fila.contrasena_inicial === 1) await repoIdentidades(db).cerrarInicial(fila.pk_usuario, await hashPassword(contrasenaAleatoria(24)));
  return { ...fila, contrasena_inicial: 0, oidc_emisor: id.emisor, oidc_sujeto: id.sujeto };
}
