// The role areas' rows of the role-to-route table (SPEC.md §2, §6), and the whole table. Loaded
// by the router the first time a navigation enters an area (routeTable.tsx, descubrirAreas): a
// visitor never downloads these rows, the path builders they use, or the areas' pages.
import { rutas } from '../shared/rutas';
import { cargarModeracion, cargarResponderAdmin, cargarResponderAlumno } from '../features/foro/areas';
import { cargarAdminProyectos, cargarRegistrarProyecto, cargarEditarProyecto } from '../features/proyectos/areas';
import { cargarAdminEventos, cargarRegistrarEvento, cargarEditarEvento } from '../features/eventos/areas';
import {
  cargarAgregarAlumno,
  cargarAgregarUsuario,
  cargarAjustesDosPasos,
  cargarEditarAlumno,
  cargarEditarUsuario,
  cargarImportarAlumnos,
  cargarListaAlumnos,
  cargarPanelSuperadmin,
  cargarRegEst,
} from '../features/usuarios/areas';
import { cargarBitacora } from '../features/bitacora';
import { cargarEmpresasAdmin, cargarFormEmpresa } from '../features/empresas/areas';
import { cargarExperienciasAdmin, cargarRegistrarExperienciaAdmin, cargarRegistrarExperienciaAlumno } from '../features/experiencias/areas';
import { cargarEgresadosAdmin, cargarFormEgresado } from '../features/egresados/areas';
import { filasPublicas, type FilaRuta } from './routeTable';

const A = rutas.admin;
const areaA = () => import(/* webpackChunkName: "area-a" */ './panels/PanelAdmin');

export const filasAreas: FilaRuta[] = [
  // a
  { area: 'a', path: A.panel, cargar: areaA },
  { area: 'a', path: A.editarEnlace, cargar: () => areaA().then((m) => ({ default: m.PanelAdminConEnlace })) },
  { area: 'a', path: A.moderacion.lista, cargar: cargarModeracion },
  { area: 'a', path: A.moderacion.responder.patron, cargar: cargarResponderAdmin },
  { area: 'a', path: A.proyectos.lista, cargar: cargarAdminProyectos },
  { area: 'a', path: A.proyectos.registrar, cargar: cargarRegistrarProyecto },
  { area: 'a', path: A.proyectos.editar.patron, cargar: cargarEditarProyecto },
  { area: 'a', path: A.eventos.lista, cargar: cargarAdminEventos },
  { area: 'a', path: A.eventos.registrar, cargar: cargarRegistrarEvento },
  { area: 'a', path: A.eventos.editar.patron, cargar: cargarEditarEvento },
  { area: 'a', path: A.alumnos.lista, cargar: cargarListaAlumnos },
  { area: 'a', path: A.alumnos.agregar, cargar: cargarAgregarAlumno },
  { area: 'a', path: A.alumnos.editar.patron, cargar: cargarEditarAlumno },
  { area: 'a', path: A.alumnos.importar, cargar: cargarImportarAlumnos },
  { area: 'a', path: A.alumnos.regest, cargar: cargarRegEst },
  { area: 'a', path: A.empresas.lista, cargar: cargarEmpresasAdmin },
  { area: 'a', path: A.empresas.registrar, cargar: cargarFormEmpresa },
  { area: 'a', path: A.empresas.editar.patron, cargar: cargarFormEmpresa },
  { area: 'a', path: A.empresas.registrarExperiencia, cargar: cargarRegistrarExperienciaAdmin },
  { area: 'a', path: A.empresas.experiencias.patron, cargar: cargarExperienciasAdmin },
  { area: 'a', path: A.egresados.lista, cargar: cargarEgresadosAdmin },
  { area: 'a', path: A.egresados.agregar, cargar: cargarFormEgresado },
  { area: 'a', path: A.egresados.editar.patron, cargar: cargarFormEgresado },
  // e
  { area: 'e', path: rutas.alumno.panel, cargar: () => import(/* webpackChunkName: "area-e" */ './panels/PanelAlumno') },
  { area: 'e', path: rutas.alumno.responder.patron, cargar: cargarResponderAlumno },
  { area: 'e', path: rutas.alumno.registrarExperiencia, cargar: cargarRegistrarExperienciaAlumno },
  // s
  { area: 's', path: rutas.superadmin.panel, cargar: cargarPanelSuperadmin },
  { area: 's', path: rutas.superadmin.agregar, cargar: cargarAgregarUsuario },
  { area: 's', path: rutas.superadmin.editar.patron, cargar: cargarEditarUsuario },
  { area: 's', path: rutas.superadmin.bitacora, cargar: cargarBitacora },
  { area: 's', path: rutas.superadmin.dosPasos, cargar: cargarAjustesDosPasos },
];

/** THE role-to-route table: every route of the site, public and per role. */
export const routeTable: FilaRuta[] = [...filasPublicas, ...filasAreas];
