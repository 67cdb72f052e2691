// One change of "Cambios por revisar" (issue 48): the item (its kind, name, a link to its editor: the
// answer's `editor`, from its entity's declaration),
// who changed it and when, its state, the comparison with the published version (the history's,
// shared/admin/historial) on demand, and a reviewer's "Aprobar y publicar" and "Devolver con comentario".
// What is open, the call running and an approval's refusal are the store's (cambios slice).
import { Link } from 'react-router-dom';
import { Campos } from '@/shared/admin/historial/Comparacion';
import { Boton } from '@/shared/ui/Boton';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { fechaHoraZona } from '@/shared/lib/zonaHoraria';
import { comparacionAlternada, devolucionAbierta, envioIniciado, envioTerminado } from '@/shared/admin/cambios/cambios';
import { useAprobarCambioMutation } from '@/shared/admin/cambios/api';
import { MENSAJES_CAMBIOS as M, TIPO_CAMBIO, type CambioPendiente } from '@/shared/api/contrato/cambios';
import type { Revision } from '@/shared/api/contrato/revisiones';

const ESTADO: Record<CambioPendiente['estado'], string> = { pendiente: 'Espera revisión', aprobado: 'Publicado', devuelto: 'Devuelto' };

/** A side of the comparison as the history's component reads it. */
const lado = (c: CambioPendiente, campos: Revision['campos'], usuario: string): Revision =>
  ({ pk_revision: 0, fecha: c.fecha, usuario, resumen: '', entidad: c.entidad, pk: c.pkItem, campos }) satisfies Revision;

export function TarjetaCambio({ cambio: c }: { cambio: CambioPendiente }) {
  const dispatch = useAppDispatch();
  const abierto = useAppSelector((s) => s.cambios.abierto === c.pk);
  const enCurso = useAppSelector((s) => s.cambios.enCurso);
  const error = useAppSelector((s) => (s.cambios.error?.pk === c.pk ? s.cambios.error.mensaje : undefined));
  const [aprobar] = useAprobarCambioMutation();
  const titulo = `${TIPO_CAMBIO[c.entidad]}: ${c.nombre || TIPO_CAMBIO[c.entidad]}`;
  const id = `cambio-${c.pk}`;

  async function publicar() {
    dispatch(envioIniciado({ pk: c.pk, accion: 'aprobar' }));
    const r = await aprobar(c.pk);
    if (r.error) dispatch(envioTerminado({ ok: false, mensaje: mensajeDeError(r.error, 'No se pudo aprobar el cambio.') }));
    else {
      dispatch(envioTerminado({ ok: true }));
      dispatch(noticeShown(r.data.mensaje));
    }
  }

  return (
    <li className="cambio" aria-labelledby={`${id}-t`}>
      <div className="cambio__cabeza">
        <h3 id={`${id}-t`} className="cambio__titulo">
          {titulo}
        </h3>
        <span className={`cambio__estado cambio__estado--${c.estado}`}>{ESTADO[c.estado]}</span>
      </div>
      <p className="cambio__meta">
        {c.propio ? 'Su cambio' : `Cambio de ${c.autor}`}, del {fechaHoraZona(c.fecha)}.{' '}
        {c.editor && (
          <Link to={c.editor} className="cambio__editor">
            Abrir el editor<span className="visualmente-oculto"> de {titulo}</span>
          </Link>
        )}
      </p>
      {c.estado === 'devuelto' && c.comentario && (
        <div className="cambio__comentario">
          <p>Devuelto por {c.revisor ?? 'otra persona'} con este comentario:</p>
          <blockquote>{c.comentario}</blockquote>
        </div>
      )}
      {c.estado === 'pendiente' && c.desactualizado && <p className="cambio__aviso">{M.desactualizado}</p>}
      {c.estado === 'pendiente' && c.actuales === null && <p className="cambio__aviso">{M.itemNoExiste}</p>}
      {error && (
        <p className="cambio__error" role="alert">
          {error}
        </p>
      )}
      <div className="cambio__acciones">
        <Boton variante="secundario" aria-expanded={abierto} aria-controls={`${id}-comparacion`} onClick={() => dispatch(comparacionAlternada(c.pk))}>
          {abierto ? 'Ocultar comparación' : 'Ver comparación'}
          <span className="visualmente-oculto"> de {titulo}</span>
        </Boton>
        {c.puedeRevisar && (
          <>
            <Boton onClick={() => void publicar()} cargando={enCurso?.pk === c.pk && enCurso.accion === 'aprobar'} disabled={Boolean(enCurso)}>
              Aprobar y publicar<span className="visualmente-oculto"> {titulo}</span>
            </Boton>
            <Boton variante="secundario" onClick={() => dispatch(devolucionAbierta(c.pk))} disabled={Boolean(enCurso)}>
              Devolver con comentario<span className="visualmente-oculto"> {titulo}</span>
            </Boton>
          </>
        )}
      </div>
      <div id={`${id}-comparacion`} hidden={!abierto}>
        {abierto && (
          <Campos
            antes={lado(c, c.actuales ?? [], c.autorActual)}
            despues={lado(c, c.propuestos, c.autor)}
            titulos={['versión publicada', c.estado === 'pendiente' ? 'cambio propuesto' : 'cambio enviado']}
          />
        )}
      </div>
    </li>
  );
}
