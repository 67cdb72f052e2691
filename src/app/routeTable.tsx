// THE role-to-route table (SPEC.md §2, §6) and buildRoutes(), which turns it into the router:
// one layout per area, one guard per protected area, pages lazy-loaded per area so a visitor
// never downloads admin, student or super-admin code.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, NavigationType, Outlet, useLocation, useNavigate, useNavigationType, type RouteObject } from 'react-router-dom';
import type { Rol } from '../shared/api/contract';
import { useAppDispatch, useAppSelector } from '../shared/model/hooks';
import { PANEL_DE_ROL, RUTA_CAMBIAR_CONTRASENA } from '../shared/model/session';
import { noticeDismissed, routeChanged } from '../shared/model/ui';
import { Overlay } from '../shared/ui/Overlay';
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
import { cargarAcercaDe } from '../features/acerca';
import { cargarListaEmpresas, cargarEmpresasAdmin, cargarFormEmpresa } from '../features/empresas';
import { cargarExperienciasEmpresa, cargarExperienciasAdmin, cargarRegistrarExperienciaAdmin, cargarRegistrarExperienciaAlumno } from '../features/experiencias';
import { cargarCasosExito, cargarEgresadosAdmin, cargarFormEgresado } from '../features/egresados';
import { PublicLayout } from './layouts/PublicLayout';
import { registrarNavegador } from './navigation';
import Inicio from './panels/Inicio';
import NoEncontrada from './pages/NoEncontrada';


export type Area = 'publico' | Rol;
type Modulo = { default: ComponentType };

export interface FilaRuta {
  path: string;
  area: Area;
  /** Eager page (home, 404: no extra round trip) … */
  pagina?: ComponentType;
  /** … or a lazy one: a dynamic import whose chunk is named after its area. */
  cargar?: () => Promise<Modulo>;
}

// rare, so in their own chunks: the dialogs load when one opens
const ModalHost = lazy(() => import(/* webpackChunkName: "dialogos" */ './ModalHost').then((m) => ({ default: m.ModalHost })));
const ErrorAplicacion = lazy(() => import(/* webpackChunkName: "error" */ './pages/ErrorAplicacion'));

const areaA = () => import(/* webpackChunkName: "area-a" */ './panels/PanelAdmin');

export const routeTable: FilaRuta[] = [
  // publico
  { area: 'publico', path: '/', pagina: Inicio },
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
  { area: 'publico', path: RUTA_CAMBIAR_CONTRASENA, cargar: cargarCambiarContrasena },
  { area: 'publico', path: '/empresas_estadias', cargar: cargarListaEmpresas },
  { area: 'publico', path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa', cargar: cargarExperienciasEmpresa },
  { area: 'publico', path: '/casos_de_exito', cargar: cargarCasosExito },
  // a
  { area: 'a', path: '/panel_admin', cargar: areaA },
  { area: 'a', path: '/panel_admin/editar_enlace', cargar: () => areaA().then((m) => ({ default: m.PanelAdminConEnlace })) },
  { area: 'a', path: '/panel_admin/preguntas_respuestas', cargar: cargarModeracion },
  { area: 'a', path: '/panel_admin/preguntas_respuestas/responder_pregunta/:idPregunta', cargar: cargarResponderAdmin },
  { area: 'a', path: '/panel_admin/proyectos_estudiantes', cargar: cargarAdminProyectos },
  { area: 'a', path: '/panel_admin/proyectos_estudiantes/registrar_proyecto', cargar: cargarRegistrarProyecto },
  { area: 'a', path: '/panel_admin/proyectos_estudiantes/editar/:pkProyecto', cargar: cargarEditarProyecto },
  { area: 'a', path: '/panel_admin/eventos_admin', cargar: cargarAdminEventos },
  { area: 'a', path: '/panel_admin/eventos_admin/registrar_evento', cargar: cargarRegistrarEvento },
  { area: 'a', path: '/panel_admin/eventos_admin/editar/:pkEvento', cargar: cargarEditarEvento },
  { area: 'a', path: '/panel_admin/alumnos', cargar: cargarListaAlumnos },
  { area: 'a', path: '/panel_admin/alumnos/agregar_alumno', cargar: cargarAgregarAlumno },
  { area: 'a', path: '/panel_admin/alumnos/editar_alumno/:pk_usuario', cargar: cargarEditarAlumno },
  { area: 'a', path: '/panel_admin/alumnos/importar_alumnos', cargar: cargarImportarAlumnos },
  { area: 'a', path: '/regest', cargar: cargarRegEst },
  { area: 'a', path: '/panel_admin/empresas_estadias', cargar: cargarEmpresasAdmin },
  { area: 'a', path: '/panel_admin/empresas_estadias/registrar_empresa_estadia', cargar: cargarFormEmpresa },
  { area: 'a', path: '/panel_admin/empresas_estadias/editar_empresa_estadia/:pk', cargar: cargarFormEmpresa },
  { area: 'a', path: '/panel_admin/empresas_estadias/registrar_experiencia_estadia', cargar: cargarRegistrarExperienciaAdmin },
  { area: 'a', path: '/panel_admin/empresas_estadias/experiencias_estadias/:pkEmpresa', cargar: cargarExperienciasAdmin },
  { area: 'a', path: '/panel_admin/panel_casos_exito', cargar: cargarEgresadosAdmin },
  { area: 'a', path: '/panel_admin/panel_casos_exito/agregar_caso_exito', cargar: cargarFormEgresado },
  { area: 'a', path: '/panel_admin/panel_casos_exito/editar_caso_exito/:idCasoExito', cargar: cargarFormEgresado },
  // e
  { area: 'e', path: '/panel_alumno', cargar: () => import(/* webpackChunkName: "area-e" */ './panels/PanelAlumno') },
  { area: 'e', path: '/panel_alumno/:idPregunta', cargar: cargarResponderAlumno },
  { area: 'e', path: '/panel_alumno/registrar_experiencia_estadia', cargar: cargarRegistrarExperienciaAlumno },
  // s
  { area: 's', path: '/panel_superadmin', cargar: cargarPanelSuperadmin },
  { area: 's', path: '/panel_superadmin/agregar_usuario', cargar: cargarAgregarUsuario },
  { area: 's', path: '/panel_superadmin/editar_usuario/:pk_usuario', cargar: cargarEditarUsuario },
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
  if (fila.pagina) return { path: fila.path, Component: fila.pagina };
  const cargar = fila.cargar!;
  return { path: fila.path, lazy: async () => ({ Component: (await cargar()).default }) };
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
          hijos.push({ path: '*', Component: NoEncontrada });
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
