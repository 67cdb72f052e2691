// The upload queue: files chosen with "Agregar imágenes" (several at once) or dropped anywhere on
// the page (a drop zone shows while dragging). Each one waits with its thumbnail, its alt text and
// "Imagen decorativa"; "Subir N imágenes" refuses the undescribed ones beside them and sends each
// described one in its own call, so each shows its own <progress>. A refusal stays beside its file
// (kept in the queue to fix and send again); nothing is lost.
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { baseApi } from '@/shared/api/baseApi';
import { enviarConProgreso } from '@/shared/api/funcionBaseQuery';
import { MAX_ALT } from '@/shared/api/contrato/comun';
import { MENSAJES_MEDIO as M } from '@/shared/api/contrato/medios';
import { ACEPTA_IMAGENES, prepararImagen } from '@/shared/lib/imagen';
import type { ArchivoEnCola } from '@/shared/modelo/ranuraMedios';
import { tamanoLegible } from '../miniatura';
import {
  altCambiado,
  decorativaCambiada,
  descrito,
  faltanAlts,
  porEnviar,
  progresoSubida,
  quitadoDeCola,
  selectMedios,
  subidaHecha,
  subidaIniciada,
  subidaRechazada,
  subidasLimpiadas,
} from '../modelo';
import { archivos, useAgregar } from './ZonaSoltar';

function EnCola({ a }: { a: ArchivoEnCola }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const fijo = !porEnviar(a);
  return (
    <li className="fila-miniatura cola-medios__fila" aria-label={a.nombre}>
      {a.vista ? (
        <img src={a.vista} alt="" className="miniatura medio__miniatura" width={120} height={90} />
      ) : (
        <span className="miniatura medio__miniatura" />
      )}
      <div className="fila-miniatura__datos cola-medios__datos">
        <p className="medio__nombre">
          {a.nombre} <span className="medio__meta">({tamanoLegible(a.tamano)})</span>
        </p>
        <label htmlFor={`${id}-a`} className="campo__etiqueta">
          Texto alternativo de {a.nombre}
        </label>
        <textarea
          id={`${id}-a`}
          className="campo__control"
          rows={2}
          maxLength={MAX_ALT}
          value={a.decorativa ? '' : a.alt}
          placeholder={a.decorativa ? 'No se describe: es decorativa' : 'Qué muestra la imagen'}
          disabled={fijo || a.decorativa}
          aria-invalid={a.error ? true : undefined}
          aria-describedby={a.error ? `${id}-e` : undefined}
          onChange={(e) => dispatch(altCambiado({ id: a.id, alt: e.currentTarget.value }))}
        />
        <label className="imagenes__decorativa">
          <input
            type="checkbox"
            checked={a.decorativa}
            disabled={fijo}
            onChange={(e) => dispatch(decorativaCambiada({ id: a.id, decorativa: e.currentTarget.checked }))}
          />{' '}
          {M.decorativa}
        </label>
        {a.progreso !== null && (
          <progress max={100} value={a.progreso} aria-label={`Progreso de ${a.nombre}`}>
            {a.progreso} %
          </progress>
        )}
        {a.estado === 'subida' && <p className="cola-medios__hecha">Subida.</p>}
        {a.error && (
          <p id={`${id}-e`} className="campo__error">
            {a.error}
          </p>
        )}
        {!fijo && (
          <button
            type="button"
            className="boton boton--texto"
            aria-label={`Quitar ${a.nombre} de la cola`}
            onClick={() => {
              archivos.delete(a.id);
              dispatch(quitadoDeCola(a.id));
            }}
          >
            Quitar
          </button>
        )}
      </div>
    </li>
  );
}

export function Cola() {
  const dispatch = useAppDispatch();
  const { cola } = useAppSelector(selectMedios);
  const agregar = useAgregar();
  const idEntrada = useId();
  const pendientes = cola.filter(porEnviar);
  const subiendo = cola.some((a) => a.estado === 'subiendo');

  async function subirUno(a: ArchivoEnCola) {
    const archivo = archivos.get(a.id);
    if (!archivo) {
      dispatch(subidaIniciada(a.id));
      dispatch(subidaRechazada({ id: a.id, mensaje: 'El archivo ya no está disponible: quítelo y elíjalo de nuevo.' }));
      return false;
    }
    dispatch(subidaIniciada(a.id));
    let dato: string;
    try {
      // reduced in the browser like the forms do (decision 0014)
      dato = await prepararImagen(archivo);
    } catch (e) {
      dispatch(subidaRechazada({ id: a.id, mensaje: (e as Error).message }));
      return false;
    }
    const r = await enviarConProgreso(
      {
        funcion: 'subirMedios',
        archivos: dato,
        alts: JSON.stringify([{ alt: a.decorativa ? '' : a.alt.trim(), decorativa: a.decorativa }]),
        nombres: JSON.stringify([a.nombre]),
      },
      (p) => dispatch(progresoSubida({ id: a.id, porcentaje: p })),
    );
    if ('error' in r) {
      dispatch(subidaRechazada({ id: a.id, mensaje: r.error.mensaje }));
      return false;
    }
    archivos.delete(a.id);
    dispatch(subidaHecha(a.id));
    return true;
  }

  async function subir() {
    if (pendientes.some((a) => !descrito(a))) {
      dispatch(faltanAlts());
      return;
    }
    const hechas = (await Promise.all(pendientes.map(subirUno))).filter(Boolean).length;
    if (hechas) {
      dispatch(baseApi.util.invalidateTags([{ type: 'Medio', id: 'LIST' }]));
      dispatch(noticeShown(M.subidas(hechas)));
    }
  }

  return (
    <section className="cola-medios" aria-labelledby={`${idEntrada}-t`}>
      <h2 id={`${idEntrada}-t`}>Subir imágenes</h2>
      <p className="intro">Elija varias imágenes o suéltelas en cualquier parte de la página. Describa cada una antes de subirla.</p>
      <label className="boton boton--secundario cola-medios__elegir">
        Agregar imágenes
        <input
          type="file"
          multiple
          accept={ACEPTA_IMAGENES}
          className="visualmente-oculto"
          onChange={(e) => {
            agregar(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </label>
      {cola.length > 0 && (
        <>
          <ul className="cola-medios__lista lista-limpia" aria-label="Cola de subida">
            {cola.map((a) => (
              <EnCola key={a.id} a={a} />
            ))}
          </ul>
          <div className="medio__acciones">
            {pendientes.length > 0 && (
              <button type="button" className="boton boton--primario" disabled={subiendo} onClick={subir}>
                {pendientes.length === 1 ? 'Subir 1 imagen' : `Subir ${pendientes.length} imágenes`}
              </button>
            )}
            {cola.some((a) => a.estado === 'subida') && (
              <button type="button" className="boton" onClick={() => dispatch(subidasLimpiadas())}>
                Quitar las ya subidas
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
