// The e-mail field of the kit's forms (the account page, the admin's student form): the same check
// as the visitor's forum form (lib/correo.ts), as a zod field ('' accepted when optional), and its
// input (type email, the mobile keyboard with @).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { z } from '../api/contrato/campos';
import { problemaCorreo } from '../lib/correo';
import { Campo } from '../ui/Campo';

export const campoCorreo = ({ opcional }: { opcional: boolean }) =>
  z.string().superRefine((v, ctx) => {
    if (opcional && !v.trim()) return;
    const problema = problemaCorreo(v);
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });

type Props = InputHTMLAttributes<HTMLInputElement> & { etiqueta: ReactNode; error?: string | null; ayuda?: ReactNode };

export function CampoCorreo(props: Props) {
  return <Campo type="email" inputMode="email" {...props} />;
}
