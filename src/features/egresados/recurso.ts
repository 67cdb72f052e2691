// The graduates (casos de éxito) described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.egresados;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Egresados');
const form = () => admin().then((m) => ({ default: m.FormEgresado }));

export const recurso: Recurso = {
  mosaico: {
    seccion: 'egresados',
    orden: 5,
    to: R.lista,
    titulo: 'Egresados',
    texto: 'Casos de éxito de nuestros egresados.',
  },
  edicion: [{ patron: '/casos_de_exito' }],
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.agregar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
