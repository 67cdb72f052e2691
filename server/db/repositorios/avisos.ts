// Notifications' SQL: the inbox (avisos), each account's choice per kind, its e-mail and the
// address it waits to confirm, and a visitor's address for one question (correos_preguntas,
// read only here to send its one e-mail).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio, type Cuenta } from './repositorio';
import type { Aviso, Frecuencia, TipoAviso } from '@/shared/api/contrato/avisos';
import type { Rol } from '@/shared/api/contrato';

/** A possible recipient: its role, its confirmed e-mail (or null) and its stored choice for one kind (or null). */
export interface Destinatario {
  pk_usuario: number;
  rol: Rol;
  correo: string | null;
  frecuencia: Frecuencia | null;
}

export interface FilaAviso {
  fk_usuario: number;
  tipo: TipoAviso;
  titulo: string;
  texto: string;
  enlace: string;
  resumen: 0 | 1;
}

export const repoAvisos = repositorio((db: Db) => ({
  /** Active accounts of a role, or the one account `pk` when active, with what a notice of `tipo` needs. */
  destinatarios: (para: { rol: Rol } | { pk: number }, tipo: TipoAviso) =>
    db.todas<Destinatario>(
      sql`SELECT u.pk_usuario, u.rol, CASE WHEN u.correo_confirmado = 1 THEN u.correo END AS correo, p.frecuencia
            FROM usuarios u LEFT JOIN preferencias_aviso p ON p.fk_usuario = u.pk_usuario AND p.tipo = ${tipo}
           WHERE u.activo = 1 AND ${'rol' in para ? sql`u.rol = ${para.rol}` : sql`u.pk_usuario = ${para.pk}`}
           ORDER BY u.pk_usuario`,
    ),
  /** Many inbox rows in one statement (a notice to every student). */
  insertar: async (filas: FilaAviso[]) => {
    if (!filas.length) return;
    const valores = filas.map((f) => sql`(${f.fk_usuario}, ${f.tipo}, ${f.titulo}, ${f.texto}, ${f.enlace}, ${f.resumen})`);
    await db.ejecutar(sql`INSERT INTO avisos (fk_usuario, tipo, titulo, texto, enlace, resumen) VALUES ${sql.join(valores)}`);
  },
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
  /** Notices waiting for a daily digest, per account, oldest first. */
  paraResumen: () =>
    db.todas<{ pk_aviso: number; fk_usuario: number; tipo: TipoAviso; titulo: string; texto: string; enlace: string }>(
      sql`SELECT pk_aviso, fk_usuario, tipo, titulo, texto, enlace FROM avisos WHERE resumen = 1 ORDER BY fk_usuario, pk_aviso`,
    ),
  resumido: (pks: number[]) => db.ejecutar(sql`UPDATE avisos SET resumen = 0 WHERE pk_aviso IN (${sql.join(pks)}) AND resumen = 1`),

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
  quitarCorreo: (pk: number) =>
    db.ejecutar(sql`UPDATE usuarios SET correo = NULL, correo_confirmado = 0, correo_pendiente = NULL WHERE pk_usuario = ${pk}`),
  /** Confirms `correo` if it is still the one waiting (a later change makes an older link useless). */
  confirmar: async (pk: number, correo: string) =>
    (await db.ejecutar(
      sql`UPDATE usuarios SET correo = ${correo}, correo_confirmado = 1, correo_pendiente = NULL
           WHERE pk_usuario = ${pk} AND activo = 1 AND correo_pendiente = ${correo}`,
    )) > 0,
  /** An admin enters a student's address: confirmed by the admin's word (the student can change it). */
  fijarCorreo: (pk: number, correo: string | null) =>
    db.ejecutar(
      sql`UPDATE usuarios SET correo = ${correo}, correo_confirmado = ${correo === null ? 0 : 1}, correo_pendiente = NULL WHERE pk_usuario = ${pk}`,
    ),

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
