// Bulk actions on the admin lists (issue 43, docs/decisiones/0058-acciones-en-lote-y-filtros.md):
// one call applies one action to several items of one list, all or nothing, each item with its own
// audit entry and revision. Which actions each list takes is declared here (both sides read it: the
// server refuses the others, the lists offer only these).
import { z } from './campos';
import { fechaValida } from '@/shared/lib/zonaHoraria';
import { ENTIDADES_CONTRATO } from './entidades.generado';

export const ACCIONES_LOTE = ['baja', 'reactivar', 'publicarEn', 'retirarEn', 'atender'] as const;
export type AccionLote = (typeof ACCIONES_LOTE)[number];

/**
 * A contract's ENTIDAD_<X>.lote: its admin list's wire name (the export's `<nombre>.csv` too), one
 * item's word, the actions it takes, `exportable`: its list's name in words when its selection is
 * exported (and `importable` when a spreadsheet imports it: contrato/importaciones.ts), and the refusal of a
 * deactivation when it has none (graduates are deleted: decision 0041). Scheduling is the projects'
 * and events' (decision 0054); enquiries are marked attended.
 */
interface DeclaracionLote {
  clave: string;
  lote: { nombre: string; uno: string; acciones: readonly AccionLote[]; exportable?: string; importable?: true; sinBaja?: string };
}
const LOTES = (ENTIDADES_CONTRATO as readonly object[]).filter((e): e is DeclaracionLote => 'lote' in e);

/** The lists with bulk actions, as the wire names them. */
export type EntidadLote = Extract<(typeof ENTIDADES_CONTRATO)[number], { lote: object }>['lote']['nombre'];
export const ENTIDADES_LOTE = LOTES.map((e) => e.lote.nombre) as [EntidadLote, ...EntidadLote[]];
const porLista = <T>(f: (l: DeclaracionLote) => T) => Object.fromEntries(LOTES.map((e) => [e.lote.nombre, f(e)])) as Readonly<Record<EntidadLote, T>>;

/** What each list takes. */
export const ACCIONES_POR_ENTIDAD = porLista((e) => e.lote.acciones);
/** The audit trail's name of each list's items. */
export const BITACORA_LOTE = porLista((e) => e.clave);

/** The lists whose selection can be exported (GET /panel_admin/exportar/<entidad>.csv?pks=…). */
export const EXPORTABLES: readonly EntidadLote[] = ENTIDADES_LOTE.filter((n) => LOTES.find((e) => e.lote.nombre === n)?.lote.exportable);

/** At most this many items in one call. */
export const MAX_LOTE = 2000;

/** One item's schedule before a publicarEn / retirarEn (wall clock of ZONA_HORARIA, '' = none): the undo sends it back. */
export interface ProgramacionPrevia {
  pk: number;
  publicarEn: string;
  retirarEn: string;
}

export interface PideLote {
  entidad: EntidadLote;
  accion: AccionLote;
  /** JSON array of pks. */
  pks: number[];
  /** publicarEn / retirarEn: 'YYYY-MM-DDTHH:MM' in ZONA_HORARIA ('' clears the schedule's field). */
  fecha?: string;
  /** Only for the undo of a publicarEn / retirarEn: each item's schedule put back as it was (JSON). */
  previos?: ProgramacionPrevia[];
}

export interface RespuestaLote {
  codigo: 1;
  mensaje: string;
  /** How many items changed. */
  afectados: number;
  /** The pks that changed (those already in the action's state are left as they were). */
  pks: number[];
  /** The call that undoes this one (absent: it has none, e.g. "atender"). */
  deshacer?: { accion: AccionLote; pks: number[]; previos?: ProgramacionPrevia[] };
}

export interface ContratoLote {
  accionEnLote: { pide: PideLote; responde: RespuestaLote };
}

const cuantos = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${n} ${varios}`);

export const NOMBRES_LOTE = porLista((e): [string, string] => [e.lote.uno, e.lote.nombre]);
const SIN_BAJA = porLista((e) => e.lote.sinBaja);

export const MENSAJES_LOTE = {
  entidad: 'Lista no válida para una acción en lote.',
  accion: 'Acción en lote no válida.',
  pks: 'Seleccione al menos un elemento.',
  demasiados: `Seleccione como máximo ${MAX_LOTE} elementos a la vez.`,
  fecha: 'La fecha no es válida: escríbala como 2027-03-12 08:00.',
  fechaFalta: 'Indique la fecha y hora.',
  fechaPasada: 'La fecha ya pasó: elija una fecha futura.',
  previos: 'Los datos para deshacer no son válidos.',
  noAplica: (entidad: EntidadLote, accion: AccionLote) =>
    SIN_BAJA[entidad] && (accion === 'baja' || accion === 'reactivar')
      ? SIN_BAJA[entidad]
      : `Esta acción no se aplica a ${NOMBRES_LOTE[entidad][1]}.`,
  noExisten: (pks: readonly number[]) =>
    `${cuantos(pks.length, 'elemento seleccionado ya no existe', 'elementos seleccionados ya no existen')} (${pks.slice(0, 10).join(', ')}${pks.length > 10 ? '…' : ''}). Recargue la lista; no se cambió nada.`,
  deBaja: (pks: readonly number[]) =>
    `${cuantos(pks.length, 'elemento seleccionado está dado de baja', 'elementos seleccionados están dados de baja')}: reactívelos antes de programarlos. No se cambió nada.`,
  empresaDeBaja: 'Alguna experiencia pertenece a una empresa dada de baja: reactive primero la empresa. No se cambió nada.',
  hecho: (entidad: EntidadLote, accion: AccionLote, n: number, sinCambio: number) => {
    const [uno, varios] = NOMBRES_LOTE[entidad];
    const que = cuantos(n, uno, varios);
    const f = entidad === 'empresas' || entidad === 'experiencias' || entidad === 'solicitudes';
    const x = `${f ? 'a' : 'o'}${n === 1 ? '' : 's'}`;
    const v = {
      baja: `dad${x} de baja`,
      reactivar: `reactivad${x}`,
      publicarEn: 'con publicación programada',
      retirarEn: 'con retiro programado',
      atender: `marcad${x} como atendid${x}`,
    }[accion];
    const resto = sinCambio ? ` (${sinCambio} ya ${sinCambio === 1 ? 'estaba' : 'estaban'} así).` : '.';
    return `${que} ${v}${resto}`;
  },
} as const;

/** The fields as the server checks them (the client's dialog checks the date with the same rule). */
export const esquemaFechaLote = z
  .string({ error: MENSAJES_LOTE.fecha })
  .trim()
  .max(25, MENSAJES_LOTE.fecha)
  .refine((v) => v === '' || fechaValida(v), MENSAJES_LOTE.fecha);
