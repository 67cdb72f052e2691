// The events described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { listaConEdicion } from '@/shared/rutaCon';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and @/shared's `con()`, `listaConEdicion()` only). */
export const rutasAdmin = {
  eventos: { ...listaConEdicion('/panel_admin/eventos_admin', 'editar', 'pkEvento'), registrar: '/panel_admin/eventos_admin/registrar_evento' },
};

const R = rutasAdmin.eventos;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Eventos');

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * Tag 'Evento': LIST for the list, pk for one; a failed edit invalidates nothing. */
export const llamadas = {
  obtenerTodosEventos: { da: [{ type: 'Evento', id: 'LIST' }] },
  obtenerEvento: { arg: 'pkEvento', da: [{ type: 'Evento', campo: 'pkEvento' }] },
  registrarEvento: { invalida: [{ type: 'Evento', id: 'LIST' }] },
  editarEvento: {
    invalida: [
      { type: 'Evento', id: 'LIST' },
      { type: 'Evento', campo: 'pkEvento' },
    ],
    soloSiExito: true,
  },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Evento'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/eventos',
    cargar: () => import(/* webpackChunkName: "eventos" */ './publico/ListaEventos'),
    enlace: { orden: 4, texto: 'Eventos', lateral: 'Eventos' },
  },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 6, to: R.lista, titulo: 'Eventos', texto: 'Publica y administra los eventos del programa.' },
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: () => admin().then((m) => ({ default: m.RegistrarEvento })) },
    { area: 'a', path: R.editar.patron, cargar: () => admin().then((m) => ({ default: m.EditarEvento })) },
  ],
};
