// An enquiry's internal note in the admins' table (issue 43): the note as saved and "Editar nota";
// while edited, its text is a draft in the store (the borradores slice, like every admin form: one
// draft per enquiry, so an export replays it open), saved by anotarSolicitudInformes (audited),
// "Cancelar" drops the draft. Staff only: the applicant never sees it.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { borradorDescartado, borradorGuardado, claveBorrador } from '@/shared/modelo/borradores';
import { noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { MAX_NOTA_SOLICITUD, MENSAJES_SOLICITUD as M, type SolicitudInformes } from '@/shared/api/contrato/solicitudes';
import { useAnotarSolicitudInformesMutation } from '../api';

interface Borrador {
  nota: string;
  error?: string;
}

export function NotaInterna({ s }: { s: SolicitudInformes }) {
  const dispatch = useAppDispatch();
  const usuario = useAppSelector((e) => e.session.pk_usuario);
  const clave = claveBorrador(usuario, 'notaSolicitud', s.pk_solicitud);
  const b = useAppSelector((e) => (e as { borradores?: Record<string, { valores: unknown }> }).borradores?.[clave]?.valores as Borrador | undefined);
  const [anotar, estado] = useAnotarSolicitudInformesMutation();
  const poner = (v: Borrador) => dispatch(borradorGuardado({ clave, valores: v, guardado: Date.now() }));
  const id = `nota-${s.pk_solicitud}`;

  if (!b)
    return (
      <div className="solicitudes__nota">
        {s.nota ? <p className="solicitudes__nota-texto">{s.nota}</p> : null}
        <button
          type="button"
          className="boton boton--secundario boton--chico"
          aria-label={`${s.nota ? 'Editar' : 'Agregar'} la nota interna de la solicitud de ${s.nombre}`}
          onClick={() => poner({ nota: s.nota })}
        >
          {s.nota ? 'Editar nota' : 'Agregar nota'}
        </button>
      </div>
    );

  async function guardar(e: FormEvent) {
    e.preventDefault();
    if (!b) return;
    if (b.nota.trim().length > MAX_NOTA_SOLICITUD) return poner({ ...b, error: M.notaLarga });
    const r = await anotar({ pk: String(s.pk_solicitud), nota: b.nota.trim() });
    if (r.error) poner({ ...b, error: mensajeDeError(r.error, 'No se pudo guardar la nota interna.') });
    else {
      dispatch(borradorDescartado(clave));
      dispatch(noticeShown(r.data.mensaje));
    }
  }

  return (
    <form className="solicitudes__nota" onSubmit={guardar} noValidate aria-label={`Nota interna de la solicitud de ${s.nombre}`}>
      <label htmlFor={id} className="visualmente-oculto">
        Nota interna (solo la ve el personal)
      </label>
      <textarea
        id={id}
        className="campo__control"
        rows={3}
        value={b.nota}
        disabled={estado.isLoading}
        aria-invalid={b.error ? true : undefined}
        aria-describedby={b.error ? `${id}-e` : undefined}
        onChange={(e) => poner({ nota: e.currentTarget.value })}
      />
      {b.error && (
        <p id={`${id}-e`} className="campo__error">
          {b.error}
        </p>
      )}
      <button type="submit" className="boton boton--primario boton--chico" disabled={estado.isLoading}>
        {estado.isLoading ? 'Guardando…' : 'Guardar nota'}
      </button>{' '}
      <button
        type="button"
        className="boton boton--secundario boton--chico"
        disabled={estado.isLoading}
        onClick={() => dispatch(borradorDescartado(clave))}
      >
        Cancelar
      </button>
    </form>
  );
}
