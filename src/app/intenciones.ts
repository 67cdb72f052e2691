// Runs a confirmed intent (docs/SPEC.md §4): the overlay while the call is out, then the answer in the
// alert and the reload flag, or the refusal. Loaded by the store's listener with the first
// confirmation, so a visitor's first download does not carry it.
import { baseApi } from '../shared/api/baseApi';
import { errorFuncion, estadoDeError } from '../shared/api/errores';
import { intentStarted, intentSucceeded, intentFailed, intentInterrupted, type Intent } from '../shared/modelo/ui';
import { borradoresDeUsuarioBorrados, escrituraBorradores } from '../shared/modelo/borradores';
import { navegar } from './navegacion';
import { deshacerDeRespuesta } from '../shared/admin/lista/deshacerLote';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** The store's dispatch, as much of it as a runner needs (written here: the store imports this file). */
type Despacho = ThunkDispatch<unknown, unknown, UnknownAction>;

export async function ejecutarIntent(intent: Intent, conSesion: boolean, dispatch: Despacho): Promise<void> {
  if (intent.tipo === 'navegar') {
    navegar(intent.ruta);
    return;
  }
  if (intent.tipo === 'cerrarSesion') {
    // the drafts leave the store and IndexedDB before /login ends the session
    dispatch(borradoresDeUsuarioBorrados(intent.usuario));
    await escrituraBorradores.escribir();
    navegar('/login');
    return;
  }
  dispatch(intentStarted());
  const r = await dispatch(baseApi.endpoints.ejecutarIntent.initiate({ funcion: intent.funcion, campos: intent.campos }));
  if ('error' in r && r.error) {
    // a 401 of a logged-in user: the store's listener already said "Su sesión terminó" and went to /login
    if (estadoDeError(r.error) === 401 && conSesion) {
      dispatch(intentInterrupted());
      return;
    }
    dispatch(intentFailed(errorFuncion(r.error)?.mensaje ?? 'La operación no se pudo completar.'));
    // a refusal often means the list is stale (another admin already acted): refetch it
    dispatch(baseApi.util.invalidateTags(intent.invalida));
    return;
  }
  dispatch(
    intentSucceeded({
      // a one-time password (restablecerAdmin) is shown with the answer, never kept in its mensaje
      mensaje: conContrasena(r.data?.mensaje ?? 'Operación realizada.', r.data),
      tags: intent.invalida,
      siguiente: intent.siguiente,
      deshacer: intent.deshacer ?? (intent.deshacerDeRespuesta ? deshacerDeRespuesta(intent, r.data) : undefined),
      leer: intent.leer,
    }),
  );
  if (intent.luego) navegar(intent.luego);
  const pk = r.data && typeof r.data === 'object' && 'pk' in r.data ? Number(r.data.pk) : 0;
  if (intent.luegoPk && Number.isSafeInteger(pk) && pk > 0) navegar(intent.luegoPk.replace(/:[^/]+$/, String(pk)));
}

/** The answer's mensaje, followed by the one-time password it carries apart (restablecerAdmin), if any. */
function conContrasena(mensaje: string, datos: unknown): string {
  const c = datos && typeof datos === 'object' && 'contrasena' in datos ? datos.contrasena : undefined;
  return typeof c === 'string' && c ? `${mensaje} Contraseña de un solo uso: ${c}` : mensaje;
}
