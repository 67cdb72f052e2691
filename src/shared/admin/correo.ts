// The e-mail field of the kit's forms (the account page, the admin's student form): the same check
// as the visitor's forum form (lib/correo.ts), as a zod field; optional means '' is accepted.
import { z } from '../api/contrato/campos';
import { problemaCorreo } from '../lib/correo';

export const campoCorreo = ({ opcional }: { opcional: boolean }) =>
  z.string().superRefine((v, ctx) => {
    if (opcional && !v.trim()) return;
    const problema = problemaCorreo(v);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });
