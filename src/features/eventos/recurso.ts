// The events described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.eventos;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Eventos');

export const recurso: Recurso = {
  mosaico: {
    seccion: 'eventos',
    orden: 6,
    to: R.lista,
    titulo: 'Eventos',
    texto: 'Publica y administra los eventos del programa.',
  },
  edicion: [{ patron: '/eventos' }],
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: () => admin().then((m) => ({ default: m.RegistrarEvento })) },
    { area: 'a', path: R.editar.patron, cargar: () => admin().then((m) => ({ default: m.EditarEvento })) },
  ],
};
