// The forum described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.moderacion;

export const recurso: Recurso = {
  mosaico: {
    seccion: 'foro',
    orden: 1,
    to: R.lista,
    titulo: 'Preguntas y Respuestas',
    texto: 'Valida o descarta las preguntas y respuestas del foro.',
  },
  edicion: [{ patron: '/foro' }, { patron: '/foro/:idTopico' }],
  filas: [
    { area: 'a', path: R.lista, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/Moderacion') },
    { area: 'a', path: R.responder.patron, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/ResponderAdmin') },
    { area: 'a', path: R.frecuentes, cargar: () => import(/* webpackChunkName: "area-a" */ './admin/PreguntasFrecuentes') },
    { area: 'e', path: rutas.alumno.responder.patron, cargar: () => import(/* webpackChunkName: "area-e" */ './alumno/ResponderAlumno') },
  ],
};
