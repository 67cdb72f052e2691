// The students' projects described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.proyectos;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Proyectos');

export const recurso: Recurso = {
  mosaico: {
    seccion: 'proyectos',
    orden: 2,
    to: R.lista,
    titulo: 'Proyectos de Estudiantes',
    texto: 'Registra, edita o da de baja proyectos.',
  },
  edicion: [
    { patron: '/proyectos_estudiantes' },
    { patron: '/proyectos_estudiantes/:pkProyecto', a: (p) => (p.pkProyecto ? R.editar(p.pkProyecto) : null) },
  ],
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: () => admin().then((m) => ({ default: m.RegistrarProyecto })) },
    { area: 'a', path: R.editar.patron, cargar: () => admin().then((m) => ({ default: m.EditarProyecto })) },
  ],
};
