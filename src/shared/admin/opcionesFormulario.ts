// The options of the kit's form (Formulario.tsx's useFormulario): what it starts from, checks, sends,
// where it leads and which item it writes.
import type { z } from 'zod';
import type { EntidadBitacora } from '../api/contrato/bitacora';
import type { TipoTag } from '../api/etiquetas';
import type { RespuestaComun } from '../api/contrato';

/** What a mutation trigger resolves to (RTK Query). */
export type Resultado<R> = { data: R; error?: undefined } | { error: unknown; data?: undefined };

export interface OpcionesFormulario<V, R extends RespuestaComun> {
  inicial: V;
  /** The entity's schema (in contract/<entidad>.ts) over the values as the form holds them. */
  esquema: z.ZodType;
  enviar: (valores: V, version?: number) => Promise<Resultado<R>>;
  /** Where "Cancelar" and success lead… */
  volver: string;
  /** …unless success leads elsewhere, by what was sent. */
  destino?: (valores: V) => string;
  /** Instead of leaving: what to do with the answer (e.g. show credentials once). */
  alTerminar?: (respuesta: R) => void;
  /** The values as they are checked and sent, when they differ from what the inputs hold. */
  preparar?: (valores: V) => V;
  /** One message for every missing field above the form, 'Campo requerido.' on each (docs/SPEC.md §5, graduates). */
  resumen?: boolean;
  /**
   * Which item this form writes. Its draft is keyed by it (and the user); an existing
   * item (pk) also shows its last change from the audit trail (`tipo`: its cache tag).
   */
  clave?: { entidad: EntidadBitacora; pk: number | null; tipo?: TipoTag; formulario?: string };
  /** The item's version as read (issue 48), sent back as `enviar`'s second argument; a 409 opens the conflict view (edicion/). */
  version?: number;
}
