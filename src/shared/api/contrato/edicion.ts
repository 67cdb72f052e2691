// Ours (issue 48, decision 0061): edit locks and drafts on the server. Opening an admin editor of an
// existing item takes its lock (tomarBloqueo) and beats it (latirBloqueo) while the editor is open;
// leaving releases it (soltarBloqueo). A lock whose heartbeat is older than BLOQUEO_VENCE_MS is free.
// Another person opening the item is told who edits it and since when, and may view it without
// editing or take over; the person taken over from is told at their next heartbeat. An unsaved form
// is kept per person and item (guardarBorrador, traerBorrador, descartarBorrador): never public,
// removed by a save of that item, a discard, or after BORRADOR_DIAS. A client that speaks only
// docs/SPEC.md never calls these. Admin chunks only: no zod here (the server's schemas are in
// server/funciones/edicion.ts).
import type { RespuestaComun } from './comun';
import { ENTIDADES_REVISION, enPalabras, type EntidadRevision } from './revisiones';

/** The items an editor locks (the wire's `entidad`): every item with a history (contrato/revisiones.ts), and the FAQ list (pk 0). */
export type EntidadEdicion = EntidadRevision | 'pregunta_frecuente';
export const ENTIDADES_EDICION = [...ENTIDADES_REVISION, 'pregunta_frecuente'] as [EntidadEdicion, ...EntidadEdicion[]];

/** The one-row items: their pk is always 0. */
export const UNICAS_EDICION: readonly EntidadEdicion[] = ['enlace', 'plan', 'pregunta_frecuente'];

/** An open editor beats its lock this often… */
export const LATIDO_MS = 15_000;
/** …and a lock without a heartbeat for this long is free to take (a closed laptop, a crashed tab). */
export const BLOQUEO_VENCE_MS = 120_000;
/** A draft on the server is kept this many days after its last change. */
export const BORRADOR_DIAS = 30;
/** The largest draft the server keeps (its JSON, in bytes): new images' bytes never travel in one. */
export const MAX_BORRADOR_BYTES = 60_000;

/** Who holds an item's lock, as the second person is told. */
export interface Titular {
  /** The holder's name (nombre_persona). */
  nombre: string;
  /** Since when they edit it: ms since the epoch. */
  desde: number;
  /** The holder is the caller, in another tab or on another device. */
  mismaPersona: boolean;
}

/**
 * A lock's answer: held by the caller (`propio`; `desde` when it was taken, absent from a plain
 * heartbeat) or by someone else (`ajeno`, with who and since when).
 */
export type EstadoBloqueo = { estado: 'propio'; desde?: number } | ({ estado: 'ajeno' } & Titular);

export type RespuestaBloqueo = RespuestaComun & EstadoBloqueo;

/** One item's lock or draft on the wire: `pk` a number (0: the one-row items). */
export interface ItemEdicion {
  entidad: string;
  pk: string | number;
}

/** The tab's random id (a reload keeps it): the same person in two tabs holds two different claims. */
export interface ConPestana extends ItemEdicion {
  pestana: string;
}

/** A draft as its owner gets it back. */
export interface BorradorServidor {
  /** The form's values, as the form holds them (new images left out). */
  valores: unknown;
  /** When it was last changed: ms since the epoch. */
  guardado: number;
}

export interface ContratoEdicion {
  /** Takes the item's lock if it is free, expired or already the caller's tab's; `forzar: 1` takes it over ("Tomar el control"). */
  tomarBloqueo: { pide: ConPestana & { forzar?: 0 | 1 | '0' | '1' }; responde: RespuestaBloqueo };
  /** The heartbeat: keeps the caller's lock (taking it again if it was free); `ajeno` when someone else took it. */
  latirBloqueo: { pide: ConPestana; responde: RespuestaBloqueo };
  /** Leaving the editor: frees the lock if the caller's tab holds it (else nothing). */
  soltarBloqueo: { pide: ConPestana; responde: RespuestaComun };
  /** Keeps the caller's unsaved form for the item (replacing their previous draft of it). */
  guardarBorrador: { pide: ItemEdicion & { valores: string }; responde: RespuestaComun & { guardado: number } };
  /** The caller's draft of the item, or null (none, or older than BORRADOR_DIAS). */
  traerBorrador: { pide: ItemEdicion; responde: { borrador: BorradorServidor | null } };
  /** Removes the caller's draft of the item (none: nothing to do). */
  descartarBorrador: { pide: ItemEdicion; responde: RespuestaComun };
}

export const MENSAJES_EDICION = {
  entidad: `Indique qué se edita: ${enPalabras(ENTIDADES_EDICION)}.`,
  pk: 'Indique qué elemento se edita.',
  pestana: 'Falta el identificador de la pestaña del editor.',
  noExiste: 'El elemento que quiere editar no existe.',
  forzar: 'Indique 1 para tomar el control.',
  soltado: 'Edición terminada.',
  latidos: 'Demasiadas señales del editor en poco tiempo. Espere un momento.',
  valores: 'El borrador no es válido.',
  grande: 'El borrador es demasiado grande para guardarlo en el servidor; se conserva en este navegador.',
  guardado: 'Borrador guardado.',
  borradores: 'Demasiados guardados de borrador en poco tiempo. Espere un momento.',
  descartado: 'Borrador descartado.',
} as const;

/** What the second person reads (the time in the programme's zone). */
export const textoBloqueo = (nombre: string, hora: string) => `Lo está editando ${nombre} desde las ${hora}.`;
/** What the first person reads once someone took over. */
export const textoTomado = (nombre: string, hora: string) =>
  `${nombre} tomó el control de esta edición a las ${hora}. Lo que usted escribió sigue aquí como borrador.`;
/** The offer of a draft kept on the server (its date in the programme's zone). */
export const textoBorrador = (fecha: string) => `Tiene un borrador del ${fecha}.`;
