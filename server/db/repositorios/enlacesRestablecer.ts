// Mailed password reset links (migration 018) die with what they were mailed for (issue 45): any
// new password (the person's own change, an admin's reset to the matrícula) and any change of the
// address they went to. Called by the repositories that write those, in the same transaction.
import { sql } from 'kysely';
import type { Db } from '../db';

/** Marks every unused reset link of the account as used. */
export async function retirarRestablecimientos(db: Db, pk: number): Promise<void> {
  await db.ejecutar(sql`UPDATE restablecimientos SET usado = ${Date.now()} WHERE fk_usuario = ${pk} AND usado IS NULL`);
}
