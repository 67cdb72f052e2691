// A stale save's conflict (issue 48), as replayable state: when the server refuses a save because
// another person saved a newer version (409 with that `version`), the form keeps everything typed
// and its conflict view opens. What it shows lives in the store (the formularios slice, under
// `conflicto:<draft key>`): the message, the newer version, and the typed values as they were when
// the save was refused (so "Usar la otra versión" can always be undone: nothing typed is lost).
import { useCallback } from 'react';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { errorFuncion } from '@/shared/api/errores';

export interface Conflicto {
  mensaje: string;
  /** The item's newer version (the one a "Guardar mi versión" saves over). */
  version: number;
  /** The typed values when the save was refused (JSON). */
  mios: string;
}

export function useConflicto(claveBorrador: string) {
  const ui = useFormularioGuardado(`conflicto:${claveBorrador}`);
  const v = ui.valores;
  const actual: Conflicto | null = v.mensaje ? { mensaje: v.mensaje, version: Number(v.version), mios: v.mios ?? '' } : null;
  const { escribir, vaciar } = ui;
  /** A refused save: opens the view when it was a conflict (answers whether it was). */
  const abrir = useCallback(
    (error: unknown, valores: unknown) => {
      const e = errorFuncion(error);
      if (e?.status !== 409 || typeof e.version !== 'number') return false;
      escribir('mensaje', e.mensaje);
      escribir('version', String(e.version));
      escribir('mios', JSON.stringify(valores));
      return true;
    },
    [escribir],
  );
  return { actual, abrir, cerrar: vaciar };
}
