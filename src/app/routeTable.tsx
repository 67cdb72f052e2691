// THE role-to-route table (SPEC.md §2, §6) and buildRoutes(), which turns it into the router:
// one layout per area, one guard per protected area, pages lazy-loaded per area so a visitor
// never downloads admin, student or super-admin code.
import { useEffect, useRef, type ComponentType } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import type { Rol } from '../shared/api/contract';
import { useAppDispatch, useAppSelector } from '../shared/model/hooks';
import { PANEL_DE_ROL } from '../shared/model/session';
import { noticeDismissed, routeChanged } from '../shared/model/ui';
import { Overlay } from '../shared/ui/Overlay';
import { Notices } from '../shared/ui/Notices';
import { cargarLogin } from '../features/sesion';
import { cargarListaEmpresas, cargarEmpresasAdmin, cargarFormEmpresa } from '../features/empresas';
import { cargarExperienciasEmpresa, cargarExperienciasAdmin, cargarRegistrarExperienciaAdmin, cargarRegistrarExperienciaAlumno } from '../features/experiencias';
import { cargarCasosExito, cargarEgresadosAdmin, cargarFormEgresado } from '../features/egresados';
import { PublicLayout } from './layouts/PublicLayout';
import { AdminLayout, StudentLayout, SuperAdminLayout } from './layouts/AreaLayouts';
import { ModalHost } from './ModalHost';
import { registrarNavegador } from './navigation';
import Inicio from './panels/Inicio';
import NoEncontrada from './pages/NoEncontrada';
import ErrorAplicacion from './pages/ErrorAplicacion';

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

const areaA = () => import(/* webpackChunkName: "area-a" */ './panels/PanelAdmin');

export const routeTable: FilaRuta[] = [
  // publico
  { area: 'publico', path: '/', pagina: Inicio },
  { area: 'publico', path: '/login', cargar: cargarLogin },
  { area: 'publico', path: '/error', pagina: NoEncontrada },
  { area: 'publico', path: '/empresas_estadias', cargar: cargarListaEmpresas },
  { area: 'publico', path: '/empresas_estadias/:nombreEmpresa/:pkEmpresa', cargar: cargarExperienciasEmpresa },
  { area: 'publico', path: '/casos_de_exito', cargar: cargarCasosExito },
  // a
  { area: 'a', path: '/panel_admin', cargar: areaA },
  { area: 'a', path: '/panel_admin/editar_enlace', cargar: () => areaA().then((m) => ({ default: m.PanelAdminConEnlace })) },
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
  { area: 'e', path: '/panel_alumno/registrar_experiencia_estadia', cargar: cargarRegistrarExperienciaAlumno },
  // s
  { area: 's', path: '/panel_superadmin', cargar: () => import(/* webpackChunkName: "area-s" */ './panels/PanelSuperadmin') },
];

/** Where a session of `rol` may go in `area`: null = allowed, else the redirect target. */
export function destinoGuardia(area: Area, rol: Rol | null): string | null {
  if (area === 'publico' || rol === area) return null;
  return rol === null ? '/' : PANEL_DE_ROL[rol];
}

function Guardia({ area, children }: { area: Area; children: React.ReactNode }) {
  const rol = useAppSelector((s) => s.session.rol);
  const destino = destinoGuardia(area, rol);
  return destino ? <Navigate to={destino} replace /> : <>{children}</>;
}

/** Root element: scroll to top on navigation, router-aware modals, overlay and notices. */
function Raiz() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const overlay = useAppSelector((s) => s.ui.overlay);
  const notices = useAppSelector((s) => s.ui.notices);
  useEffect(() => registrarNavegador((ruta) => navigate(ruta)), [navigate]);
  // a route change (not the first render: a replayed state keeps its open image popup)
  const rutaPrevia = useRef(pathname);
  useEffect(() => {
    if (rutaPrevia.current === pathname) return;
    rutaPrevia.current = pathname;
    dispatch(routeChanged());
  }, [pathname, dispatch]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ModalHost />
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

const LAYOUTS: Record<Area, ComponentType> = { publico: PublicLayout, a: AdminLayout, e: StudentLayout, s: SuperAdminLayout };

export function buildRoutes(tabla: FilaRuta[] = routeTable): RouteObject[] {
  const areas: Area[] = ['publico', 'a', 'e', 's'];
  return [
    {
      Component: Raiz,
      // lazy pages render nothing until their chunk arrives (the layouts stay visible)
      HydrateFallback: () => null,
      errorElement: <ErrorAplicacion />,
      children: areas.map((area) => {
        const Layout = LAYOUTS[area];
        const hijos = tabla.filter((f) => f.area === area).map(aRuta);
        if (area === 'publico') hijos.push({ path: '*', Component: NoEncontrada });
        return {
          element: area === 'publico' ? <Layout /> : (
            <Guardia area={area}>
              <Layout />
            </Guardia>
          ),
          children: hijos,
        };
      }),
    },
  ];
}
