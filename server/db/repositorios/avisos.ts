// Notifications' SQL: the inbox (avisos), each account's choice per kind, its e-mail and the
// address it waits to confirm, and a visitor's address for one question (correos_preguntas,
// read only here to send its one e-mail).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import { retirarRestablecimientos } from './enlacesRestablecer';
import type { Aviso, Frecuencia, TipoAviso } from '@/shared/api/contrato/avisos';
import type { Rol } from '@/shared/api/contrato';

/** What a notice is written with (its kind and words). */
export interface ContenidoAviso {
  tipo: TipoAviso;
  titulo: string;
  texto: string;
  enlace: string;
}

/**
 * Who of `para` receives a kind: the active accounts of the roles that receive it, each with its
 * frequency (its choice, or its role's default: `diario` for `rolesDiario`). SQL fragments, so the
 * inbox rows are written by one INSERT … SELECT and no list of recipients crosses into JS. An
 * account whose last notice e-mail was written after `recienteDesde` (ms) gets no e-mail now: its
 * row waits to be gathered (`agrupado`, avisos/agrupados.ts).
 */
export interface Receptores {
  para: { rol: Rol } | { pk: number };
  tipo: TipoAviso;
  roles: readonly Rol[];
  rolesDiario: readonly Rol[];
  recienteDesde: number;
}

const desde = ({ para, tipo, roles }: Receptores) =>
  sql`FROM usuarios u LEFT JOIN preferencias_aviso p ON p.fk_usuario = u.pk_usuario AND p.tipo = ${tipo}
       LEFT JOIN envios_aviso e ON e.fk_usuario = u.pk_usuario
     WHERE u.activo = 1 AND u.rol IN (${sql.join([...roles])}) AND ${'rol' in para ? sql`u.rol = ${para.rol}` : sql`u.pk_usuario = ${para.pk}`}`;
const frecuencia = ({ rolesDiario }: Receptores) =>
  rolesDiario.length
    ? sql`COALESCE(p.frecuencia, CASE WHEN u.rol IN (${sql.join([...rolesDiario])}) THEN 'diario' ELSE 'inmediato' END)`
    : sql`COALESCE(p.frecuencia, 'inmediato')`;
export const conCorreo = sql`u.correo_confirmado = 1 AND u.correo IS NOT NULL`;
const porCorreo = (r: Receptores) => sql`${frecuencia(r)} = 'inmediato' AND ${conCorreo}`;
const reciente = (r: Receptores) => sql`COALESCE(e.ultimo, 0) > ${r.recienteDesde}`;

/** An account's name and its confirmed address, or null. */
export interface Destino {
  nombre_persona: string;
  correo: string | null;
}

export const repoAvisos = repositorio((db: Db) => ({
  /**
   * One inbox row per recipient, in one statement whatever their number (a notice to every
   * student: one INSERT of 6 values each stopped at SQLite's 32,766 variables, 5,461 students);
   * `resumen` = 1 where the frequency is `diario` and there is a confirmed address.
   */
  insertarPara: (r: Receptores, a: ContenidoAviso) =>
    db.ejecutar(
      sql`INSERT INTO avisos (fk_usuario, tipo, titulo, texto, enlace, resumen, agrupado)
          SELECT u.pk_usuario, ${a.tipo}, ${a.titulo}, ${a.texto}, ${a.enlace},
                 CASE WHEN ${frecuencia(r)} = 'diario' AND ${conCorreo} THEN 1 ELSE 0 END,
                 CASE WHEN ${porCorreo(r)} AND ${reciente(r)} THEN 1 ELSE 0 END
          ${desde(r)}`,
    ),
  /** The recipients who get this notice by e-mail now: `inmediato` with a confirmed address, and no e-mail of notices lately. */
  inmediatos: (r: Receptores) =>
    db.todas<{ pk_usuario: number; correo: string }>(
      sql`SELECT u.pk_usuario, u.correo ${desde(r)} AND ${porCorreo(r)} AND NOT (${reciente(r)}) ORDER BY u.pk_usuario`,
    ),
  bandeja: (pk: number, limite: number, desde: number) =>
    db.todas<Aviso>(
      sql`SELECT pk_aviso, tipo, titulo, texto, enlace, fecha, leido FROM avisos WHERE fk_usuario = ${pk}
           ORDER BY pk_aviso DESC LIMIT ${limite} OFFSET ${desde}`,
    ),
  cuentas: async (pk: number) => {
    const f = await db.una<{ total: number; sin_leer: number }>(
      sql`SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN leido = 0 THEN 1 ELSE 0 END), 0) AS sin_leer FROM avisos WHERE fk_usuario = ${pk}`,
    );
    return { total: Number(f?.total ?? 0), sinLeer: Number(f?.sin_leer ?? 0) };
  },
  /** Marks the account's own notices read: some (`ids`) or all (null). */
  marcarLeidos: (pk: number, ids: number[] | null) =>
    db.ejecutar(
      ids === null
        ? sql`UPDATE avisos SET leido = 1 WHERE fk_usuario = ${pk} AND leido = 0`
        : sql`UPDATE avisos SET leido = 1 WHERE fk_usuario = ${pk} AND leido = 0 AND pk_aviso IN (${sql.join(ids)})`,
    ),
  /** Notices waiting for a daily digest, per account, oldest first, with the account's name and confirmed address (or null). */
  paraResumen: () =>
    db.todas<{ pk_aviso: number; fk_usuario: number; tipo: TipoAviso; titulo: string; texto: string; enlace: string } & Destino>(
      sql`SELECT a.pk_aviso, a.fk_usuario, a.tipo, a.titulo, a.texto, a.enlace, u.nombre_persona,
                 CASE WHEN ${conCorreo} THEN u.correo END AS correo
            FROM avisos a JOIN usuarios u ON u.pk_usuario = a.fk_usuario WHERE a.resumen = 1 ORDER BY a.fk_usuario, a.pk_aviso`,
    ),
  /** These notices left the digest (in statements of at most 1,000 keys). */
  resumido: async (pks: number[]) => {
    for (let i = 0; i < pks.length; i += 1000)
      await db.ejecutar(sql`UPDATE avisos SET resumen = 0 WHERE pk_aviso IN (${sql.join(pks.slice(i, i + 1000))}) AND resumen = 1`);
  },

  // ---- the account's e-mail and choices ----
  correo: (pk: number) =>
    db.una<{ correo: string | null; correo_confirmado: 0 | 1; correo_pendiente: string | null; rol: Rol; nombre_persona: string }>(
      sql`SELECT correo, correo_confirmado, correo_pendiente, rol, nombre_persona FROM usuarios WHERE pk_usuario = ${pk}`,
    ),
  preferencias: (pk: number) =>
    db.todas<{ tipo: TipoAviso; frecuencia: Frecuencia }>(sql`SELECT tipo, frecuencia FROM preferencias_aviso WHERE fk_usuario = ${pk}`),
  guardarPreferencia: (pk: number, tipo: TipoAviso, frecuencia: Frecuencia) =>
    db.ejecutar(
      sql`INSERT INTO preferencias_aviso (fk_usuario, tipo, frecuencia) VALUES (${pk}, ${tipo}, ${frecuencia})
          ON CONFLICT (fk_usuario, tipo) DO UPDATE SET frecuencia = ${frecuencia}`,
    ),
  /** A new address waits for its link; the confirmed one keeps receiving meanwhile. */
  correoPendiente: (pk: number, correo: string) => db.ejecutar(sql`UPDATE usuarios SET correo_pendiente = ${correo} WHERE pk_usuario = ${pk}`),
  // every change of the confirmed address retires the reset links mailed to the old one (issue 45)
  async quitarCorreo(pk: number) {
    await db.ejecutar(sql`UPDATE usuarios SET correo = NULL, correo_confirmado = 0, correo_pendiente = NULL WHERE pk_usuario = ${pk}`);
    await retirarRestablecimientos(db, pk);
  },
  /** Confirms `correo` if it is still the one waiting (a later change makes an older link useless). */
  async confirmar(pk: number, correo: string) {
    const n = await db.ejecutar(
      sql`UPDATE usuarios SET correo = ${correo}, correo_confirmado = 1, correo_pendiente = NULL
           WHERE pk_usuario = ${pk} AND activo = 1 AND correo_pendiente = ${correo}`,
    );
    if (n > 0) await retirarRestablecimientos(db, pk);
    return n > 0;
  },
  /** An admin enters a student's address: confirmed by the admin's word (the student can change it). */
  async fijarCorreo(pk: number, correo: string | null) {
    const antes = await db.una<{ correo: string | null }>(sql`SELECT correo FROM usuarios WHERE pk_usuario = ${pk}`);
    await db.ejecutar(
      sql`UPDATE usuarios SET correo = ${correo}, correo_confirmado = ${correo === null ? 0 : 1}, correo_pendiente = NULL WHERE pk_usuario = ${pk}`,
    );
    if ((antes?.correo ?? null) !== correo) await retirarRestablecimientos(db, pk);
  },

  // ---- a visitor's address for one question ----
  guardarCorreoPregunta: (pkPregunta: number, correo: string) =>
    db.ejecutar(sql`INSERT INTO correos_preguntas (fk_pregunta, correo) VALUES (${pkPregunta}, ${correo})`),
  /** Reads and deletes it (the one e-mail it was kept for is being written). */
  tomarCorreoPregunta: async (pkPregunta: number) => {
    const f = await db.una<{ correo: string }>(sql`SELECT correo FROM correos_preguntas WHERE fk_pregunta = ${pkPregunta}`);
    if (f) await db.ejecutar(sql`DELETE FROM correos_preguntas WHERE fk_pregunta = ${pkPregunta}`);
    return f?.correo ?? null;
  },
  borrarCorreoPregunta: (pkPregunta: number) => db.ejecutar(sql`DELETE FROM correos_preguntas WHERE fk_pregunta = ${pkPregunta}`),
  /** Items waiting for review longer than `horas` (the admins' reminder). */
  pendientesViejos: async (horas: number) => {
    const antes = db.ahora(`-${Math.max(0, Math.floor(horas))} hours`);
    const n = async (tabla: string, col: string, cond: string) =>
      Number(
        (await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM ${sql.table(tabla)} WHERE ${sql.raw(cond)} AND ${sql.ref(col)} < ${antes}`))?.n ?? 0,
      );
    return {
      preguntas: await n('preguntas', 'creada', "estado = 'pendiente'"),
      respuestas: await n('respuestas', 'creada', "estado = 'pendiente'"),
      experiencias: await n('experiencias_estadias', 'creado', 'estatus = 0 AND activo = 1'),
    };
  },
}));
