// The curriculum described in one place: its api endpoints and cache tag, its admin path and the
// editor's row and tile (`npm run generar` gathers every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). The
// home page's block reads api.generado.ts only; the editor is a lazy page in the admin chunk, so a
// visitor downloads none of it.
import type { Llamadas } from '@/shared/api/llamadas';
import type { Recurso } from '@/shared/recurso';

/** Its admin path (copied as text into shared/rutas.ts's `rutas.admin`). */
export const rutasAdmin = {
  plan: { editor: '/panel_admin/plan_estudios' },
};

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Plan'] as const;

/** Its api endpoints (copied as text into api.generado.ts: literals only). A save refreshes both reads. */
export const llamadas = {
  mostrarPlan: { da: ['Plan'] },
  traerPlan: { da: ['Plan'], keepUnusedDataFor: 0 },
  editarPlan: { invalida: ['Plan'], soloSiExito: true },
} satisfies Llamadas;

export const recurso: Recurso = {
  tags,
  mosaico: {
    orden: 8,
    to: rutasAdmin.plan.editor,
    titulo: 'Plan de estudios',
    texto: 'Niveles, cuatrimestres y materias: temas, horas, créditos e imágenes.',
  },
  filas: [{ area: 'a', path: rutasAdmin.plan.editor, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/EditorPlan') }],
};
