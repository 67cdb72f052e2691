// The SQL of gathered notice e-mails (avisos/agrupados.ts): when each account's last notice e-mail
// was written, and the inbox rows whose e-mail waits to be gathered (`agrupado` = 1).
import { sql } from 'kysely';
import type { Db } from '../db';
import { repositorio } from './repositorio';
import { conCorreo, type Destino } from './avisos';
import type { TipoAviso } from '@/shared/api/contrato/avisos';

export interface AvisoAgrupado extends Destino {
  pk_aviso: number;
  fk_usuario: number;
  tipo: TipoAviso;
  titulo: string;
  texto: string;
  enlace: string;
}

const LOTE = 1000;
const lotes = <T>(xs: readonly T[]) => Array.from({ length: Math.ceil(xs.length / LOTE) }, (_, i) => xs.slice(i * LOTE, (i + 1) * LOTE));

export const repoAgrupados = repositorio((db: Db) => ({
  /** These accounts were just sent a notice e-mail (at `ahora`, ms). */
  anotarEnvios: async (pks: readonly number[], ahora: number) => {
    for (const lote of lotes(pks))
      await db.ejecutar(
        sql`INSERT INTO envios_aviso (fk_usuario, ultimo) VALUES ${sql.join(lote.map((pk) => sql`(${pk}, ${ahora})`))}
            ON CONFLICT (fk_usuario) DO UPDATE SET ultimo = excluded.ultimo`,
      );
  },
  /** Rows waiting to be gathered of the accounts whose last notice e-mail was written at or before `hasta` (ms). */
  esperando: (hasta: number) =>
    db.todas<AvisoAgrupado>(
      sql`SELECT a.pk_aviso, a.fk_usuario, a.tipo, a.titulo, a.texto, a.enlace, u.nombre_persona, CASE WHEN ${conCorreo} THEN u.correo END AS correo
            FROM avisos a JOIN usuarios u ON u.pk_usuario = a.fk_usuario LEFT JOIN envios_aviso e ON e.fk_usuario = a.fk_usuario
           WHERE a.agrupado = 1 AND COALESCE(e.ultimo, 0) <= ${hasta} ORDER BY a.fk_usuario, a.pk_aviso`,
    ),
  /** Takes these rows out of the wait; the ones this call took (another instance may have taken some first). */
  tomar: async (pks: readonly number[]) => {
    const tomados = new Set<number>();
    for (const lote of lotes(pks))
      for (const f of await db.todas<{ pk_aviso: number }>(
        sql`UPDATE avisos SET agrupado = 0 WHERE pk_aviso IN (${sql.join(lote)}) AND agrupado = 1 RETURNING pk_aviso`,
      ))
        tomados.add(Number(f.pk_aviso));
    return tomados;
  },
}));
