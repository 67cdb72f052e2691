// The internship companies described in one place: its role-area route rows and admin tile
// (app/recursos.generado.ts lists every feature's recurso.ts: docs/decisiones/0004-entidad-descrita-en-recurso-ts.md). Loaded with
// the areas' rows only (their chunk), so a visitor downloads none of it; the pages stay lazy.
import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';

const R = rutas.admin.empresas;
const admin = () => import(/* webpackChunkName: "area-a" */ './admin/Empresas');
const form = () => admin().then((m) => ({ default: m.FormEmpresa }));

export const recurso: Recurso = {
  mosaico: {
    seccion: 'empresas',
    orden: 3,
    to: R.lista,
    titulo: 'Empresas de Estadias',
    texto: 'Empresas de estadía y experiencias de los alumnos.',
  },
  edicion: [
    { patron: '/empresas_estadias' },
    { patron: '/empresas_estadias/:nombreEmpresa/:pkEmpresa', a: (p) => (p.pkEmpresa ? R.editar(p.pkEmpresa) : null) },
  ],
  filas: [
    { area: 'a', path: R.lista, cargar: admin },
    { area: 'a', path: R.registrar, cargar: form },
    { area: 'a', path: R.editar.patron, cargar: form },
  ],
};
