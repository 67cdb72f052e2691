// The images nobody has described yet (issue 37): the admins' page and its tile (app/recursos.generado.ts
// lists every feature's recurso.ts). Loaded with the admin area only, so a visitor downloads none of it.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    orden: 10,
    to: rutas.admin.textoAlternativo.lista,
    titulo: 'Imágenes sin texto alternativo',
    texto: 'Describa las imágenes publicadas para quien no puede verlas.',
  },
  filas: [{ area: 'a', path: rutas.admin.textoAlternativo.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ImagenesSinAlt') }],
};
