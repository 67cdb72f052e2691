// THE role-to-route table (SPEC.md §2, §6) and buildRoutes(), which turns it into the router:
// one layout per area, one guard per protected area, pages lazy-loaded per area so a visitor
// never downloads admin, student or super-admin code.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { matchRoutes, Navigate, NavigationType, Outlet, useLocation, useNavigate, useNavigationType, type RouteObject } from 'react-router-dom';
import type { Rol } from '../shared/api/contract';
import type { DatosRuta } from '../shared/api/datosRuta';
import { useAppDispatch, useAppSelector } from '../shared/model/hooks';
import { PANEL_DE_ROL, RUTA_CAMBIAR_CONTRASENA } from '../shared/model/session';
import { noticeDismissed, routeChanged } from '../shared/model/ui';
import { Overlay } from '../shared/ui/Overlay';
import { rutas } from '../shared/rutas';
import { Notices } from '../shared/ui/Notices';
import { cargarLogin } from '../features/sesion';
import { cargarListaTopicos, cargarModeracion, cargarResponderAdmin, cargarResponderAlumno, cargarResponderPregunta, cargarTopico } from '../features/foro';
import { cargarListaProyectos, cargarDetalleProyecto, cargarAdminProyectos, cargarRegistrarProyecto, cargarEditarProyecto } from '../features/proyectos';
import { cargarListaEventos, cargarAdminEventos, cargarRegistrarEvento, cargarEditarEvento } from '../features/eventos';
import {
  cargarAgregarAlumno,
  cargarAgregarUsuario,
  cargarCambiarContrasena,
  cargarEditarAlumno,
  cargarEditarUsuario,
  cargarImportarAlumnos,
  cargarListaAlumnos,
  cargarPanelSuperadmin,
  cargarRegEst,
} from '../features/usuarios';
import { cargarBitacora } from '../features/bitacora';
import { cargarAcercaDe } from '../features/acerca';
import { cargarListaEmpresas, cargarEmpresasAdmin, cargarFormEmpresa } from '../features/empresas';
import { cargarExperienciasEmpresa, cargarExperienciasAdmin, cargarRegistrarExperienciaAdmin, cargarRegistrarExperienciaAlumno } from '../features/experiencias';
import { cargarCasosExito, cargarEgresadosAdmin, cargarFormEgresado } from '../features/egresados';
import { PublicLayout } from './layouts/PublicLayout';
import { registrarNavegador } from './navigation';
import Inicio, { datosInicio } from './panels/Inicio';
import NoEncontrada from './pages/NoEncontrada';


export type Area = 'publico' | Rol;
/** A page module: its component and, for a server-rendered page, the data it needs (datosRuta.ts). */
type Modulo = { default: ComponentType; datos?: DatosRuta };

export interface FilaRuta {
  path: string;
  area: Area;
  /** Eager page (home, 404: no extra round trip) … */
  pagina?: ComponentType;
  /** … or a lazy one: a dynamic import whose chunk is named after its area. */
  cargar?: () => Promise<Modulo>;
  /** An eager page's server data (a lazy page exports its own `datos`). */
  datos?: DatosRuta;
  /** Never rendered on the server (it depends on the browser's session alone). */
  soloCliente?: true;
}

/** What the server reads from a matched route (React Router's `handle`). */
export interface ManejoRuta {
  fila: FilaRuta;
  datos?: DatosRuta;
}

// rare, so in their own chunks: the dialogs load when one opens
const ModalHost = lazy(() => import(/* webpackChunkName: "dialogos" */ './ModalHost').then((m) => ({ default: m.ModalHost })));
const ErrorAplicacion = lazy(() => import(/* webpackChunkName: "error" */ './pages/ErrorAplicacion'));

const A = rutas.admin;
const areaA = () => import(/* webpackChunkName: "area-a" */ './panels/PanelAdmin');

export const routeTable: FilaRuta[] = [
  // publico
  { area: 'publico', path: '/', pagina: Inicio, datos: datosInicio },
  { area: 'publico', path: '/login', cargar: cargarLogin },
  { area: 'publico', path: '/error', pagina: NoEncontrada },
  { area: 'publico', path: '/foro', cargar: cargarListaTopicos },
  { area: 'publico', path: '/foro/:idTopico', cargar: cargarTopico },
  { area: 'publico', path: '/foro/responder_pregunta/:idPregunta', cargar: cargarResponderPregunta },
  { area: 'publico', path: '/proyectos_estudiantes', cargar: cargarListaProyectos },
  { area: 'publico', path: '/proyectos_estudiantes/:pkProyecto', cargar: cargarDetalleProyecto },
  { area: 'publico', path: '/eventos', cargar: cargarListaEventos },
  { area: 'publico', path: '/acerca_de', cargar: cargarAcercaDe },
  // any logged-in role (the page sends visitors to /login); see destinoGuardia
  { area: 'publico', path: RUTA_CAMBIAR_CONTRASENA, cargar: cargarCambiarContrasena, soloCliente: true },
  { area: 'publico', path: '/empresas_estadias', cargar: cargarListaEmpresas },
  { area: 'publico', path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa', cargar: cargarExperienciasEmpresa },
  { area: 'publico', path: '/casos_de_exito', cargar: cargarCasosExito },
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
];

/**
 * Where a session of `rol` may go in `area`: null = allowed, else the redirect target. A user
 * whose password is still initial is sent to change it from every protected area.
 */
export function destinoGuardia(area: Area, rol: Rol | null, contrasenaInicial = false): string | null {
  if (area === 'publico') return null;
  if (rol === null) return '/';
  if (contrasenaInicial) return RUTA_CAMBIAR_CONTRASENA;
  return rol === area ? null : PANEL_DE_ROL[rol];
}

function Guardia({ area, children }: { area: Area; children: React.ReactNode }) {
  const rol = useAppSelector((s) => s.session.rol);
  const inicial = useAppSelector((s) => s.session.contrasena_inicial);
  const destino = destinoGuardia(area, rol, inicial);
  return destino ? <Navigate to={destino} replace /> : <>{children}</>;
}

/** Root element: scroll to top on navigation, router-aware modals, overlay and notices. */
function Raiz() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const overlay = useAppSelector((s) => s.ui.overlay);
  const hayModal = useAppSelector((s) => s.ui.modal.kind !== 'none');
  const notices = useAppSelector((s) => s.ui.notices);
  useEffect(() => registrarNavegador((ruta) => void navigate(ruta)), [navigate]);
  const tipo = useNavigationType();
  // a route change (not the first render: a replayed state keeps its open image popup); a link
  // scrolls to the top, back/forward leave the position to the browser
  const rutaPrevia = useRef(pathname);
  useEffect(() => {
    if (rutaPrevia.current === pathname) return;
    rutaPrevia.current = pathname;
    dispatch(routeChanged());
    if (tipo !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, tipo, dispatch]);
  return (
    <>
      <Outlet />
      {hayModal && (
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
      )}
      <Overlay activo={overlay} />
      <Notices notices={notices} onDismiss={(id) => dispatch(noticeDismissed(id))} />
    </>
  );
}

function aRuta(fila: FilaRuta): RouteObject {
  if (fila.pagina) return { path: fila.path, Component: fila.pagina, handle: { fila, datos: fila.datos } satisfies ManejoRuta };
  const cargar = fila.cargar!;
  return {
    path: fila.path,
    lazy: async () => {
      const m = await cargar();
      return { Component: m.default, handle: { fila, datos: m.datos } satisfies ManejoRuta };
    },
  };
}

/**
 * Loads the lazy pages `pathname` matches, in place, so a router created on these routes renders
 * them at once: a hydrated first render must equal the server's (no fallback in between).
 */
export async function resolverRutas(rutas: RouteObject[], pathname: string): Promise<RouteObject[]> {
  for (const { route } of matchRoutes(rutas, pathname) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy());
    delete route.lazy;
  }
  return rutas;
}

/** Each protected area's layout lives in that area's chunk: a visitor never downloads it. */
const LAYOUTS_AREA: Record<Rol, ComponentType> = {
  a: lazy(() => import(/* webpackChunkName: "area-a" */ './layouts/AdminLayout')),
  e: lazy(() => import(/* webpackChunkName: "area-e" */ './layouts/StudentLayout')),
  s: lazy(() => import(/* webpackChunkName: "area-s" */ './layouts/SuperAdminLayout')),
};

function LayoutPerezoso({ area }: { area: Rol }) {
  const Layout = LAYOUTS_AREA[area];
  return (
    <Suspense fallback={null}>
      <Layout />
    </Suspense>
  );
}

export function buildRoutes(tabla: FilaRuta[] = routeTable): RouteObject[] {
  const areas: Area[] = ['publico', 'a', 'e', 's'];
  return [
    {
      Component: Raiz,
      // lazy pages render nothing until their chunk arrives (the layouts stay visible)
      HydrateFallback: () => null,
      errorElement: (
        <Suspense fallback={null}>
          <ErrorAplicacion />
        </Suspense>
      ),
      children: areas.map((area) => {
        const hijos = tabla.filter((f) => f.area === area).map(aRuta);
        if (area === 'publico') {
          hijos.push({ path: '*', Component: NoEncontrada, handle: { fila: { area, path: '*', pagina: NoEncontrada } } satisfies ManejoRuta });
          return { Component: PublicLayout, children: hijos };
        }
        return {
          element: (
            <Guardia area={area}>
              <LayoutPerezoso area={area} />
            </Guardia>
          ),
          children: hijos,
        };
      }),
    },
  ];
}
