// The enrolment link described in one place: its api cache tag (its dialog opens from app/Modales.tsx).

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Enlace'] as const;
