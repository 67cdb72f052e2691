// The students' projects described in one place: its api endpoints and cache tags and the role-area route rows
// (`npm run generar` gathers every feature's recurso.ts into the registries: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Llamadas } from '@/shared/api/llamadas';
import type { FilaPublica, Recurso } from '@/shared/recurso';
import { listaConEdicion } from '@/shared/rutaCon';

/** Its admin paths (copied as text into shared/rutas.ts's `rutas.admin`, which every layer reads:
 * literals and @/shared's `con()`, `listaConEdicion()` only). */
export const rutasAdmin = {
  proyectos: {
    ...listaConEdicion('/panel_admin/proyectos_estudiantes', 'editar', 'pkProyecto'),
    registrar: '/panel_admin/proyectos_estudiantes/registrar_proyecto',
  },
};

const R = rutasAdmin.proyectos;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Proyectos');

/** Its api endpoints (copied as text into api.generado.ts, which its pages import: literals only).
 * Tag 'Proyecto': LIST for the list, pk for one; a failed edit invalidates nothing. */
export const llamadas = {
  obtenerTodosProyectosPorCuatrimestre: { da: [{ type: 'Proyecto', id: 'LIST' }] },
  obtenerProyecto: { arg: 'pkProyecto', da: [{ type: 'Proyecto', campo: 'pkProyecto' }] },
  registrarProyecto: { invalida: [{ type: 'Proyecto', id: 'LIST' }] },
  editarProyecto: {
    invalida: [
      { type: 'Proyecto', id: 'LIST' },
      { type: 'Proyecto', campo: 'pkProyecto' },
    ],
    soloSiExito: true,
  },
} satisfies Llamadas;

/** Its api cache tags (TIPOS_TAG gathers every recurso.ts's `tags`). */
export const tags = ['Proyecto'] as const;

/** Its public rows, nav link included (copied as text into the visitor's first download: literals,
 * lazy imports of its own pages and names from @/shared only). */
export const publico: readonly FilaPublica[] = [
  {
    path: '/proyectos_estudiantes',
    cargar: () => import(/* webpackChunkName: "proyectos" */ './publico/ListaProyectos'),
    enlace: { orden: 1, texto: 'Proyectos', lateral: 'Proyectos de estudiantes' },
  },
  { path: '/proyectos_estudiantes/:pkProyecto', cargar: () => import(/* webpackChunkName: "proyectos" */ './publico/DetalleProyecto') },
];

export const recurso: Recurso = {
  tags,
  mosaico: { orden: 2, to: R.lista, titulo: 'Proyectos de Estudiantes', texto: 'Registra, edita o da de baja proyectos.' },
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: () => admin().then((m) => ({ default: m.RegistrarProyecto })) },
    { area: 'a', path: R.editar.patron, cargar: () => admin().then((m) => ({ default: m.EditarProyecto })) },
  ],
};
