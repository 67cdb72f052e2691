// "Devolver con comentario" (issue 48): the comment its author will read (required), typed into the
// store (cambios slice), refused in Spanish when empty; the change leaves the reviewer's list once returned.
import type { FormEvent } from 'react';
import { Dialogo } from '@/shared/ui/Dialogo';
import { Boton } from '@/shared/ui/Boton';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { comentarioEscrito, devolucionCerrada, devolucionRechazada, envioIniciado, envioTerminado } from '@/shared/admin/cambios/cambios';
import { useDevolverCambioMutation } from '@/shared/admin/cambios/api';
import { MAX_COMENTARIO, MENSAJES_CAMBIOS as M, type CambioPendiente } from '@/shared/api/contrato/cambios';

export function DialogoDevolver({ cambios }: { cambios: readonly CambioPendiente[] }) {
  const dispatch = useAppDispatch();
  const devolver = useAppSelector((s) => s.cambios.devolver);
  const enviando = useAppSelector((s) => s.cambios.enCurso?.accion === 'devolver');
  const [enviar] = useDevolverCambioMutation();
  if (!devolver) return null;
  const cambio = cambios.find((c) => c.pk === devolver.pk);

  async function devolverlo(e: FormEvent) {
    e.preventDefault();
    if (!devolver) return;
    const comentario = devolver.comentario.trim();
    if (!comentario) {
      dispatch(devolucionRechazada(M.comentario));
      document.getElementById('comentario-devolucion')?.focus();
      return;
    }
    dispatch(envioIniciado({ pk: devolver.pk, accion: 'devolver' }));
    const r = await enviar({ pk: String(devolver.pk), comentario });
    if (r.error) dispatch(envioTerminado({ ok: false, mensaje: mensajeDeError(r.error, 'No se pudo devolver el cambio.') }));
    else {
      dispatch(envioTerminado({ ok: true }));
      dispatch(noticeShown(r.data.mensaje));
    }
  }

  return (
    <Dialogo
      titulo="Devolver con comentario"
      onClose={() => dispatch(devolucionCerrada())}
      acciones={
        <>
          <Boton type="submit" form="form-devolucion" cargando={enviando}>
            Devolver
          </Boton>
          <Boton variante="secundario" onClick={() => dispatch(devolucionCerrada())} disabled={enviando}>
            Cancelar
          </Boton>
        </>
      }
    >
      <form id="form-devolucion" onSubmit={(e) => void devolverlo(e)} noValidate>
        <p>
          {cambio ? `${cambio.autor} recibirá su comentario por aviso y por correo.` : 'Su autor recibirá su comentario por aviso y por correo.'} El
          contenido publicado no cambia.
        </p>
        <label htmlFor="comentario-devolucion" className="campo__etiqueta">
          Comentario para quien hizo el cambio
        </label>
        <textarea
          id="comentario-devolucion"
          className="campo__control"
          rows={4}
          maxLength={MAX_COMENTARIO}
          value={devolver.comentario}
          aria-invalid={devolver.error ? true : undefined}
          aria-describedby={devolver.error ? 'comentario-devolucion-error' : undefined}
          onChange={(e) => dispatch(comentarioEscrito(e.target.value))}
        />
        {devolver.error && (
          <p id="comentario-devolucion-error" className="campo__error" role="alert">
            {devolver.error}
          </p>
        )}
      </form>
    </Dialogo>
  );
}
