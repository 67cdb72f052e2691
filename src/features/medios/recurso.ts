// The media library (issue 43): the admins' page and its tile (app/recursos.generado.ts lists every
// feature's recurso.ts). Loaded with the admin area only, so a visitor downloads none of it.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    orden: 9,
    to: rutas.admin.medios.lista,
    titulo: 'Biblioteca de medios',
    texto: 'Suba imágenes, descríbalas y vea dónde se usa cada una.',
  },
  filas: [{ area: 'a', path: rutas.admin.medios.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Medios') }],
};
