// Import and export (issue 43): the admins' page and its tile (app/recursos.generado.ts lists every
// feature's recurso.ts). Loaded with the admin area only.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

export const recurso: Recurso = {
  mosaico: {
    orden: 11,
    to: rutas.admin.importar.pagina,
    titulo: 'Importar y exportar',
    texto: 'Cargue un semestre de proyectos, eventos, empresas o egresados desde una hoja de cálculo.',
  },
  filas: [{ area: 'a', path: rutas.admin.importar.pagina, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Importar') }],
};
