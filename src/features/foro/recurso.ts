// The forum described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { con } from '@/shared/rutaCon';
import { rutas } from '@/shared/rutas';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and `con()` only). */
export const rutasAdmin = {
  moderacion: {
    lista: '/panel_admin/preguntas_respuestas',
    responder: con('/panel_admin/preguntas_respuestas/responder_pregunta', 'idPregunta'),
    frecuentes: '/panel_admin/preguntas_respuestas/preguntas_frecuentes',
  },
};

const R = rutasAdmin.moderacion;

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * One tag, Foro/LIST: any change (a question asked, validated, answered, moderated) refreshes every
 * forum list on screen. traerPreguntas and traerRespuestas are the moderation queue's (admins). */
export const llamadas = {
  traerTopicos: { da: [{ type: 'Foro', id: 'LIST' }] },
  traerTopico: { arg: 'idTopico', da: [{ type: 'Foro', id: 'LIST' }] },
  traerPreguntasTopico: { arg: 'idTopico', da: [{ type: 'Foro', id: 'LIST' }] },
  traerPregunta: { arg: 'idPregunta', da: [{ type: 'Foro', id: 'LIST' }] },
  traerPreguntasValidadas: { da: [{ type: 'Foro', id: 'LIST' }] },
  registrarPregunta: { invalida: [{ type: 'Foro', id: 'LIST' }] },
  /** pk_usuario and estatus travel as docs/SPEC.md §7 lists them (a server of that contract may read them); ours ignores both and decides from the session. */
  registrarRespuesta: { invalida: [{ type: 'Foro', id: 'LIST' }] },
  traerPreguntas: { da: [{ type: 'Foro', id: 'LIST' }] },
  traerRespuestas: { da: [{ type: 'Foro', id: 'LIST' }] },
  /** The 'Preguntas frecuentes' topic's entries (their own tag: a question asked does not refetch them). */
  traerPreguntasFrecuentes: { da: [{ type: 'Foro', id: 'FAQ' }] },
  guardarPreguntasFrecuentes: { invalida: [{ type: 'Foro', id: 'FAQ' }], soloSiExito: true },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Foro'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/foro',
    cargar: () => import(/* webpackChunkName: "foro" */ './publico/ListaTopicos'),
    enlace: { orden: 5, texto: 'Foro', lateral: 'Foro' },
  },
  { path: '/foro/:idTopico', cargar: () => import(/* webpackChunkName: "foro" */ './publico/Topico') },
  { path: '/foro/responder_pregunta/:idPregunta', cargar: () => import(/* webpackChunkName: "foro" */ './publico/ResponderPregunta') },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 1, to: R.lista, titulo: 'Preguntas y Respuestas', texto: 'Valida o descarta las preguntas y respuestas del foro.' },
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Moderacion') },
    { area: 'a', path: R.responder.patron, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ResponderAdmin') },
    { area: 'a', path: R.frecuentes, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/PreguntasFrecuentes') },
    { area: 'e', path: rutas.alumno.responder.patron, cargar: () => import(/* webpackChunkName: "area-e" */ './alumno/ResponderAlumno') },
  ],
};
