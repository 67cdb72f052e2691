// The router built from the route table (docs/SPEC.md §2, §6), whose rows live in rutasPublicas.tsx (the
// public pages) and rutasAreas.tsx (the role areas, generated from the features' recurso.ts):
// one layout per area, one guard per protected area, pages lazy-loaded per area so a visitor
// never downloads admin, student or super-admin code.
import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  NavigationType,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import type { Rol } from '../shared/api/contrato';
import type { DatosRuta } from '../shared/api/datosRuta';
import { useAppDispatch, useAppSelector } from '../shared/modelo/hooks';
import { PANEL_DE_ROL, RUTA_CAMBIAR_CONTRASENA } from '../shared/modelo/sesion';
import type { Area, FilaRuta, Mosaico } from '../shared/recurso';
import { deshacerPedido, noticeDismissed, routeChanged } from '../shared/modelo/ui';
import { Capa } from '../shared/ui/Capa';
import { Avisos } from '../shared/ui/Avisos';
import { MarcoPublico } from './marcos/MarcoPublico';
import { registrarNavegador } from './navegacion';
import { filasPublicas } from './rutasPublicas';
import NoEncontrada from './paginas/NoEncontrada';

// the row types and the public rows, for the server and the tests that import them from here
export type { Area, FilaRuta };
export { filasPublicas };

/** What the server reads from a matched route (React Router's `handle`). */
export interface ManejoRuta {
  fila: FilaRuta;
  datos?: DatosRuta;
}

// rare, so in their own chunks: the dialogs load when one opens
const Modales = lazy(() => import(/* webpackChunkName: "dialogos" */ './Modales').then((m) => ({ default: m.Modales })));
const ErrorAplicacion = lazy(() => import(/* webpackChunkName: "error" */ './paginas/ErrorAplicacion'));

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
  // stable: a toast's timer restarts when its onDismiss changes, and this root renders again with
  // every notice, overlay or dialog (a "Deshacer" notice stayed 15 s when another one left at 5 s)
  const cerrarNotice = useCallback((id: number) => dispatch(noticeDismissed(id)), [dispatch]);
  const deshacer = useCallback((id: number) => dispatch(deshacerPedido(id)), [dispatch]);
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
          <Modales />
        </Suspense>
      )}
      <Capa activo={overlay} />
      <Avisos notices={notices} onDismiss={cerrarNotice} onDeshacer={deshacer} />
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

/** Each protected area's layout lives in that area's chunk: a visitor never downloads it. The admin's
 * gets the panel's tiles (its side menu of sections), given by whoever loaded the areas' rows. */
const LAYOUTS_AREA: Record<Rol, ComponentType<{ mosaicos: readonly Mosaico[] }>> = {
  a: lazy(() => import(/* webpackChunkName: "area-a" */ './marcos/MarcoAdmin')),
  e: lazy(() => import(/* webpackChunkName: "area-e" */ './marcos/MarcoAlumno')),
  s: lazy(() => import(/* webpackChunkName: "area-s" */ './marcos/MarcoSuperadmin')),
};

function LayoutPerezoso({ area, mosaicos }: { area: Rol; mosaicos: readonly Mosaico[] }) {
  const Layout = LAYOUTS_AREA[area];
  return (
    <Suspense fallback={null}>
      <Layout mosaicos={mosaicos} />
    </Suspense>
  );
}

/** Paths of the role areas (each row of rutasAreas.tsx matches it, each public row does not: rutasAreas.test.ts). */
export const RUTA_DE_AREA = /^\/(panel_admin|panel_alumno|panel_superadmin|regest)(\/|$)/;

const ROLES: Rol[] = ['a', 'e', 's'];

/** One role area: its guard and lazy layout around its rows. */
function grupoDeArea(area: Rol, tabla: FilaRuta[], mosaicos: readonly Mosaico[]): RouteObject {
  return {
    element: (
      <Guardia area={area}>
        <LayoutPerezoso area={area} mosaicos={mosaicos} />
      </Guardia>
    ),
    children: tabla.filter((f) => f.area === area).map(aRuta),
  };
}

/**
 * The browser router's route discovery (React Router's patchRoutesOnNavigation): the first
 * navigation into a role area loads the areas' rows and adds their guarded groups under the root;
 * any other unmatched path stays with the 404 page. One per router.
 */
export function descubrirAreas(): PatchRoutesOnNavigationFunction {
  let descubiertas: Promise<void> | null = null;
  return ({ path, patch }) => {
    if (!RUTA_DE_AREA.test(path)) return;
    descubiertas ??= import(/* webpackChunkName: "rutas-areas" */ './rutasAreas').then(({ filasAreas, MOSAICOS_ADMIN }) =>
      patch(
        'raiz',
        ROLES.map((area) => grupoDeArea(area, filasAreas, MOSAICOS_ADMIN)),
      ),
    );
    return descubiertas;
  };
}

/** The router's routes: `tabla` is the whole table on the server and in tests, the public rows in the
 * browser; `mosaicos`, the admin panel's tiles (rutasAreas.tsx's MOSAICOS_ADMIN) when `tabla` has its rows. */
export function construirRutas(tabla: FilaRuta[] = filasPublicas, mosaicos: readonly Mosaico[] = []): RouteObject[] {
  return [
    {
      id: 'raiz',
      Component: Raiz,
      // lazy pages render nothing until their chunk arrives (the layouts stay visible)
      HydrateFallback: () => null,
      errorElement: (
        <Suspense fallback={null}>
          <ErrorAplicacion />
        </Suspense>
      ),
      children: [
        {
          Component: MarcoPublico,
          children: [
            ...tabla.filter((f) => f.area === 'publico').map(aRuta),
            { path: '*', Component: NoEncontrada, handle: { fila: { area: 'publico', path: '*', pagina: NoEncontrada } } satisfies ManejoRuta },
          ],
        },
        ...ROLES.filter((area) => tabla.some((f) => f.area === area)).map((area) => grupoDeArea(area, tabla, mosaicos)),
      ],
    },
  ];
}
