// The enrolment link described in one place: its api cache tag (its dialog opens from app/Modales.tsx).
import type { Llamadas } from '@/shared/api/llamadas';

/** Its api endpoints (copied as text into api.generado.ts, which its banner and dialog import: literals only). */
export const llamadas = {
  mostrarEnlace: { da: ['Enlace'] },
  cambiarEstadoEnlace: { invalida: ['Enlace'] },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Enlace'] as const;
