// "Editar esta página" (issue 38, item 1): which editors hold the public page being shown, for the
// roles that may use them, from what every feature declares (its recurso.ts' `edicion`, defaulting
// to its tile): a project's page → its edit form, a list → its admin list, the home → its page and
// the curriculum's editor. Nothing here names an entity. Loaded by BarraPersonal only for a role
// that edits something, so a visitor never downloads the admin paths.
import { matchPath } from 'react-router-dom';
import type { Rol } from '@/shared/api/contrato';
import { editaSeccion, type Seccion } from '@/shared/api/contrato/secciones';
import type { EdicionPagina, Recurso } from '@/shared/recurso';
import { RECURSOS } from '../recursos.generado';

export interface EnlaceEdicion {
  texto: string;
  a: string;
}

interface Editor extends Required<Pick<EdicionPagina, 'patron' | 'a' | 'texto'>> {
  seccion?: Seccion;
}

const EDITAR = 'Editar esta página';

/** Every public page's editors, from the features' declarations, in the features' order. */
export function editores(recursos: readonly Recurso[]): Editor[] {
  return recursos.flatMap((r) =>
    (r.edicion ?? []).map((e) => ({
      patron: e.patron,
      a: e.a ?? (() => r.mosaico?.to ?? null),
      texto: e.texto ?? EDITAR,
      seccion: e.seccion ?? r.mosaico?.seccion,
    })),
  );
}

const EDITORES = editores(RECURSOS);

/**
 * The editors of the page at `ruta` that `rol` may open (none: the page has no editor, or not for
 * this role, or not in the person's `secciones`: issue 48). Only admins edit public pages.
 */
export function edicionDe(ruta: string, rol: Rol, secciones?: readonly Seccion[], lista: readonly Editor[] = EDITORES): EnlaceEdicion[] {
  if (rol !== 'a') return [];
  return lista.flatMap((e) => {
    const m = matchPath({ path: e.patron, end: true }, ruta);
    const a = m && (!e.seccion || editaSeccion(secciones, e.seccion)) ? e.a(m.params) : null;
    return a ? [{ texto: e.texto, a }] : [];
  });
}
