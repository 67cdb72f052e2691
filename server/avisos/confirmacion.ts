// The e-mail that confirms an address: a signed link valid for 24 hours, to the new address only
// (the confirmed one, if any, keeps receiving until the link is opened).
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { repoSalida } from '../db/repositorios/salida';
import { componer, urlDe } from './correo';
import { firmar } from './enlaces';

export const VIGENCIA_CONFIRMACION_MS = 24 * 3600_000;

export async function correoConfirmacion(db: Db, config: AppConfig, pk: number, correo: string, ahora = Date.now()): Promise<void> {
  const token = await firmar(db, { q: 'confirmar', u: pk, c: correo, x: ahora + VIGENCIA_CONFIRMACION_MS });
  await repoSalida(db).insertar(
    componer(config, {
      para: correo,
      asunto: 'Confirme su correo electrónico',
      saludo: 'Hola:',
      parrafos: [
        'Alguien (esperamos que usted) escribió este correo en su cuenta del sitio de la carrera para recibir avisos.',
        'Si fue usted, confírmelo con el enlace (vale 24 horas). Si no, ignore este mensaje: no recibirá nada más.',
      ],
      enlace: { texto: 'Confirmar mi correo', url: urlDe(config, `/avisos/confirmar?token=${token}`) },
    }),
  );
}
