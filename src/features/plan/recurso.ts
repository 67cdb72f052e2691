// The curriculum's role-area side: the editor's row and tile (app/recursos.generado.ts lists every
// feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). The home page's block reads api.ts only; the editor is a lazy page in the admin chunk, so a
// visitor downloads none of it.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    seccion: 'plan',
    orden: 8,
    to: rutas.admin.plan.editor,
    titulo: 'Plan de estudios',
    texto: 'Niveles, cuatrimestres y materias: temas, horas, créditos e imágenes.',
  },
  edicion: [{ patron: '/', texto: 'Editar el plan de estudios' }, { patron: '/plan_de_estudios' }],
  filas: [{ area: 'a', path: rutas.admin.plan.editor, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/EditorPlan') }],
};
