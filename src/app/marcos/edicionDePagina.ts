// "Editar esta página" (issue 38, item 1): which editor holds the public page being shown, for the
// roles that may use it, from the route patterns and the admin path builders the app already has
// (shared/rutas.ts): a project's page → its edit form, a company → its form, a staff-edited page →
// the pages editor for its key, the home → its page and the curriculum's editor, a list → its admin
// list. Loaded by BarraPersonal only for a role that edits something, so a visitor never downloads
// the admin paths.
import { matchPath } from 'react-router-dom';
import { rutas } from '@/shared/rutas';
import type { Rol } from '@/shared/api/contrato';
import { editaSeccion, type Seccion } from '@/shared/api/contrato/secciones';

export interface EnlaceEdicion {
  texto: string;
  a: string;
}

type Parametros = Record<string, string | undefined>;
interface Editor {
  patron: string;
  roles: readonly Rol[];
  /** Issue 48: the section whose editors see it. */
  seccion: Seccion;
  enlaces: (p: Parametros) => EnlaceEdicion[];
}

const R = rutas.admin;
const EDITAR = 'Editar esta página';
const uno = (a: string): EnlaceEdicion[] => [{ texto: EDITAR, a }];
const solo = (f: (p: Parametros) => string | null) => (p: Parametros) => {
  const a = f(p);
  return a ? uno(a) : [];
};

/** The public pages that have an editor (the first pattern that matches wins). */
export const EDITORES: readonly Editor[] = [
  {
    patron: '/',
    roles: ['a'],
    seccion: 'paginas',
    enlaces: () => [...uno(R.paginas.editar('inicio')), { texto: 'Editar el plan de estudios', a: R.plan.editor }],
  },
  { patron: '/admisiones', roles: ['a'], seccion: 'paginas', enlaces: () => uno(R.paginas.editar('admisiones')) },
  { patron: '/acerca_de', roles: ['a'], seccion: 'paginas', enlaces: () => uno(R.paginas.editar('acerca_de')) },
  {
    patron: '/proyectos_estudiantes/:pkProyecto',
    roles: ['a'],
    seccion: 'proyectos',
    enlaces: solo((p) => (p.pkProyecto ? R.proyectos.editar(p.pkProyecto) : null)),
  },
  { patron: '/proyectos_estudiantes', roles: ['a'], seccion: 'proyectos', enlaces: () => uno(R.proyectos.lista) },
  { patron: '/eventos', roles: ['a'], seccion: 'eventos', enlaces: () => uno(R.eventos.lista) },
  {
    patron: '/empresas_estadias/:nombreEmpresa/:pkEmpresa',
    roles: ['a'],
    seccion: 'empresas',
    enlaces: solo((p) => (p.pkEmpresa ? R.empresas.editar(p.pkEmpresa) : null)),
  },
  { patron: '/empresas_estadias', roles: ['a'], seccion: 'empresas', enlaces: () => uno(R.empresas.lista) },
  { patron: '/casos_de_exito', roles: ['a'], seccion: 'egresados', enlaces: () => uno(R.egresados.lista) },
  { patron: '/foro', roles: ['a'], seccion: 'foro', enlaces: () => uno(R.moderacion.lista) },
  { patron: '/foro/:idTopico', roles: ['a'], seccion: 'foro', enlaces: () => uno(R.moderacion.lista) },
];

/**
 * The editors of the page at `ruta` that `rol` may open (none: the page has no editor, or not for
 * this role, or not in the person's `secciones`: issue 48; the home's curriculum link needs 'plan').
 */
export function edicionDe(ruta: string, rol: Rol, secciones?: readonly Seccion[]): EnlaceEdicion[] {
  for (const e of EDITORES) {
    const m = matchPath({ path: e.patron, end: true }, ruta);
    if (!m) continue;
    if (!e.roles.includes(rol)) return [];
    const enlaces = e.enlaces(m.params);
    if (e.patron === '/') return enlaces.filter((x) => editaSeccion(secciones, x.a === R.plan.editor ? 'plan' : 'paginas'));
    return editaSeccion(secciones, e.seccion) ? enlaces : [];
  }
  return [];
}
