// Review before publishing (issue 48, item 6): "Cambios por revisar" and its tile, shown to every
// admin (a reviewer approves or returns the changes of their sections; an author follows theirs and
// reads why one came back). The list and its state are the admin kit's (shared/admin/cambios/).
import { lazy } from 'react';
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    orden: 12,
    to: rutas.admin.cambios.lista,
    titulo: 'Cambios por revisar',
    texto: 'Apruebe y publique, o devuelva con un comentario, los cambios de quienes no publican directamente.',
    insignia: lazy(() => import(/* webpackChunkName: "area-a" */ './admin/PendientesCambios')),
  },
  filas: [{ area: 'a', path: rutas.admin.cambios.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/CambiosPorRevisar') }],
};
