// One asset of the library: its thumbnail, its alt text (or "Imagen decorativa", or "Sin texto
// alternativo" flagged), file name, dimensions, size, who uploaded it and when, where it is used
// (links to the items' edit pages), and its actions: describe it in place (the edit lives in the
// store, decision 0009), make it the default image of events, delete it (the kit's confirmation; a
// 409 says where it is used).
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { confirmRequested, noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import { MENSAJES_MEDIO as M, type Medio } from '@/shared/api/contrato/medios';
import { TextoAltEnLinea, camposAlt } from '@/shared/ui/TextoAltEnLinea';
import { useEditarMedioMutation } from '../api';
import { edicionAbierta, edicionCambiada, edicionCerrada, edicionFallida, selectMedios } from '../modelo';
import { fechaLegible, miniatura, tamanoLegible } from '../miniatura';
import '@/shared/admin/lista/tarjetas.css';

function Edicion({ medio }: { medio: Medio }) {
  const dispatch = useAppDispatch();
  const e = useAppSelector(selectMedios).edicion!;
  const [editar, estado] = useEditarMedioMutation();
  const id = `medio-${medio.pk}-alt`;
  async function guardar(ev: FormEvent) {
    ev.preventDefault();
    const campos = camposAlt(e);
    if (!campos) {
      dispatch(edicionFallida(ALT_REQUERIDO));
      document.getElementById(id)?.focus();
      return;
    }
    const r = await editar({ pk: medio.pk, ...campos });
    if (r.error) dispatch(edicionFallida(mensajeDeError(r.error, 'No se pudo guardar el texto alternativo.')));
    else {
      dispatch(edicionCerrada());
      dispatch(noticeShown(r.data.mensaje));
    }
  }
  return (
    <form className="medio__edicion" onSubmit={guardar} noValidate aria-label={`Texto alternativo de ${medio.nombre}`}>
      <TextoAltEnLinea id={id} valor={e} error={e.error} ocupado={estado.isLoading} onChange={(v) => dispatch(edicionCambiada(v))} />
      <div className="medio__acciones">
        <button type="submit" className="boton boton--primario" disabled={estado.isLoading}>
          {estado.isLoading ? 'Guardando…' : 'Guardar'}
        </button>
        <button type="button" className="boton" onClick={() => dispatch(edicionCerrada())}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

export function Tarjeta({ medio }: { medio: Medio }) {
  const dispatch = useAppDispatch();
  const editando = useAppSelector((s) => selectMedios(s).edicion?.pk === medio.pk);
  const [editar, estado] = useEditarMedioMutation();
  const medidas = medio.ancho && medio.alto ? `${medio.ancho} × ${medio.alto} px` : null;

  async function predeterminar() {
    const r = await editar({ pk: medio.pk, predeterminadaEventos: '1' });
    dispatch(noticeShown(r.error ? mensajeDeError(r.error, 'No se pudo guardar.') : r.data.mensaje));
  }
  const borrar = () =>
    dispatch(
      confirmRequested({
        mensaje: '¿Borrar esta imagen de la biblioteca? No se puede deshacer.',
        aceptar: 'Borrar',
        detalle: medio.nombre,
        intent: { tipo: 'llamada', funcion: 'borrarMedio', campos: { pk: String(medio.pk) }, invalida: [{ type: 'Medio', id: 'LIST' }] },
      }),
    );

  return (
    <li className="medio" aria-label={medio.nombre}>
      <img src={miniatura(medio.url)} alt="" className="miniatura medio__miniatura" width={240} height={180} loading="lazy" />
      <div className="medio__datos">
        {medio.decorativa ? (
          <p className="medio__alt medio__alt--decorativa">{M.decorativa}</p>
        ) : medio.alt ? (
          <p className="medio__alt">{medio.alt}</p>
        ) : (
          <p className="medio__alt medio__alt--falta">Sin texto alternativo</p>
        )}
        <p className="medio__nombre">{medio.nombre}</p>
        <p className="medio__meta">
          {[medidas, tamanoLegible(medio.bytes)].filter(Boolean).join(' · ')}
          <br />
          {medio.subidoPor ? `Subida por ${medio.subidoPor}, ` : 'Subida el '}
          {medio.subidoPor ? 'el ' : ''}
          {fechaLegible(medio.subido)}
        </p>
        {medio.predeterminadaEventos && <p className="medio__predeterminada">{M.predeterminadaEventos}</p>}
        {medio.usos.length ? (
          <div className="medio__usos">
            <p>Se usa en:</p>
            <ul aria-label={`Dónde se usa ${medio.nombre}`}>
              {medio.usos.map((u) => (
                <li key={u.editar + u.nombre}>
                  {u.tipo} <Link to={u.editar}>{u.nombre}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="medio__usos">No se usa en ningún contenido.</p>
        )}
      </div>
      {editando ? (
        <Edicion medio={medio} />
      ) : (
        // the kit's row actions in one line (lista/Acciones.tsx): three stacked full-width buttons made every card tall
        <span className="acciones-fila medio__enlaces">
          <button
            type="button"
            className="accion-fila"
            aria-label={`Editar texto alternativo de ${medio.nombre}`}
            onClick={() => dispatch(edicionAbierta({ pk: medio.pk, alt: medio.alt ?? '', decorativa: medio.decorativa }))}
          >
            Editar texto
          </button>
          {!medio.predeterminadaEventos && (
            <>
              <span aria-hidden="true"> · </span>
              <button
                type="button"
                className="accion-fila"
                disabled={estado.isLoading}
                aria-label={`Usar ${medio.nombre} como imagen predeterminada de eventos`}
                onClick={predeterminar}
              >
                Predeterminada de eventos
              </button>
            </>
          )}
          <span aria-hidden="true"> · </span>
          <button type="button" className="accion-fila accion-fila--peligro" aria-label={`Borrar ${medio.nombre}`} onClick={borrar}>
            Borrar
          </button>
        </span>
      )}
    </li>
  );
}
