// Dynamic image inputs of the admin forms: previews, remove, reorder (the first one is the cover
// where a cover applies), never more than `max`, each file checked and downscaled by
// prepararImagen before it becomes a data URL. With max={1} it is a single-image picker. Each image
// has its alternative text or "Imagen decorativa" (CampoAlt, issue 37).
import { useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { ALT_REQUERIDO, type ImagenForm } from '../api/contrato/comun';
import { imageUrl } from '../lib/urlImagen';
import { miniatura } from '../lib/miniatura';
import { randomKey } from '../lib/claveAleatoria';
import { ACEPTA_IMAGENES, prepararImagen } from '../lib/imagen';
import { BotonQuitar } from './BotonQuitar';
import { CampoAlt } from './CampoAlt';
import { ContextoBiblioteca, type MedioElegido } from './contextoBiblioteca';
import './campos.css';

/** The two reorder buttons of an image: up (before) and down (after). */
const MOVIMIENTOS = [
  { paso: -1, accion: 'subir', hacia: 'hacia arriba', titulo: 'Mover antes', flecha: '↑' },
  { paso: 1, accion: 'bajar', hacia: 'hacia abajo', titulo: 'Mover después', flecha: '↓' },
] as const;

interface Props {
  etiqueta: string;
  /**
   * The field's name for the library's picker in the store (`biblioteca.campo`): the label unless
   * several fields share one. Not React's useId: an id that depends on the tree would not name the
   * same field in a tab that replays the state (QA).
   */
  campo?: string;
  max: number;
  imagenes: ImagenForm[];
  onChange: (imagenes: ImagenForm[]) => void;
  /** The first image is the cover (labelled so). */
  portada?: boolean;
  error?: string | null;
  /** While the form is being sent. */
  disabled?: boolean;
  ayuda?: string;
  /** Offer "Imagen decorativa" beside each image (CampoAlt). */
  decorativa?: boolean;
  /** An image's alternative text when its field is left empty (a site illustration's own), if any. */
  altSugerido?: (imagen: string) => string;
}

type Foco = { key: string; accion: 'subir' | 'bajar' } | { key: null; accion: 'agregar' };

export function CamposImagen({
  etiqueta,
  max,
  imagenes,
  onChange,
  portada = false,
  error,
  disabled = false,
  ayuda,
  decorativa,
  altSugerido,
  campo = etiqueta,
}: Props) {
  const id = useId();
  const unica = max === 1;
  const [errores, setErrores] = useState<string[]>([]);
  const [aviso, setAviso] = useState('');
  const [procesando, setProcesando] = useState(false);
  const actuales = useRef(imagenes);
  // the latest list, for reads that finish after an await (decoding a chosen file)
  useLayoutEffect(() => {
    actuales.current = imagenes;
  });
  const foco = useRef<Foco | null>(null);
  const raiz = useRef<HTMLFieldSetElement>(null);
  // "Elegir de la biblioteca": only where the admin area provides the picker
  const biblioteca = useContext(ContextoBiblioteca);

  useEffect(() => {
    const f = foco.current;
    if (!f || !raiz.current) return;
    foco.current = null;
    if (f.accion === 'agregar') {
      raiz.current.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    const boton = (a: string) => raiz.current?.querySelector<HTMLButtonElement>(`[data-accion="${a}-${f.key}"]`);
    const b = boton(f.accion);
    (b && !b.disabled ? b : boton(f.accion === 'subir' ? 'bajar' : 'subir'))?.focus();
  });

  const lleno = imagenes.length >= max;
  const bloqueado = disabled || procesando || (lleno && !unica);

  async function elegir(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const archivos = Array.from(input.files ?? []);
    input.value = ''; // the same file may be chosen again after removing it
    if (!archivos.length) return;
    const libres = unica ? 1 : Math.max(0, max - actuales.current.length);
    const tomados = archivos.slice(0, libres);
    setAviso(
      archivos.length > libres ? `Solo se agregaron ${libres} de ${archivos.length}: el máximo es ${max} ${max === 1 ? 'imagen' : 'imágenes'}.` : '',
    );
    setProcesando(true);
    const nuevas: ImagenForm[] = [];
    const fallos: string[] = [];
    for (const archivo of tomados) {
      try {
        nuevas.push({ key: randomKey(), imagen: await prepararImagen(archivo), alt: '', decorativa: false });
      } catch (err) {
        fallos.push(err instanceof Error ? err.message : `No se pudo usar «${archivo.name}».`);
      }
    }
    setErrores(fallos);
    setProcesando(false);
    if (nuevas.length) onChange(unica ? nuevas.slice(0, 1) : [...actuales.current, ...nuevas].slice(0, max));
  }

  /** An asset of the library: reused as it is stored (`medio:<pk>`), its alt text prefilled and editable. */
  function elegirMedio(m: MedioElegido) {
    const nueva: ImagenForm = { key: randomKey(), ...m };
    setErrores([]);
    setAviso('');
    onChange(unica ? [nueva] : [...actuales.current, nueva].slice(0, max));
  }

  function quitar(i: number) {
    const resto = imagenes.filter((_, j) => j !== i);
    const siguiente = resto[Math.min(i, resto.length - 1)];
    foco.current = siguiente ? { key: siguiente.key, accion: 'subir' } : { key: null, accion: 'agregar' };
    setAviso('');
    onChange(resto);
  }

  function mover(i: number, d: -1 | 1) {
    const j = i + d;
    if (j < 0 || j >= imagenes.length) return;
    const copia = imagenes.slice();
    [copia[i], copia[j]] = [copia[j], copia[i]];
    foco.current = { key: imagenes[i].key, accion: d < 0 ? 'subir' : 'bajar' };
    onChange(copia);
  }

  // the alternative text's refusal is shown beside each image it is about (CampoAlt), not below the list
  const errorLista = error === ALT_REQUERIDO ? null : error;
  const descritoPor = [errorLista ? `${id}-e` : null, `${id}-c`].filter(Boolean).join(' ');
  const nombreDe = (i: number) => (portada && i === 0 ? 'Portada' : unica ? etiqueta : `Imagen ${i + 1}`);

  return (
    <fieldset ref={raiz} className={`imagenes${errorLista ? ' imagenes--error' : ''}`} aria-describedby={errorLista ? `${id}-e` : undefined}>
      <legend className="imagenes__leyenda">{etiqueta}</legend>
      {ayuda && <p className="campo__ayuda">{ayuda}</p>}
      {imagenes.length > 0 && (
        <ol className={`imagenes__lista${unica ? ' imagenes__lista--unica' : ''}`}>
          {imagenes.map((img, i) => (
            <li key={img.key} className="imagenes__item">
              <div className="imagenes__marco">
                <img
                  src={img.vista ? miniatura(img.vista) : imageUrl(img.imagen)}
                  alt={`${nombreDe(i)} (vista previa)`}
                  className="imagenes__vista"
                />
                {portada && i === 0 && <span className="imagenes__portada">Portada</span>}
              </div>
              <div className="imagenes__acciones">
                {!unica &&
                  MOVIMIENTOS.map((m) => (
                    <button
                      key={m.paso}
                      type="button"
                      className="imagenes__boton"
                      data-accion={`${m.accion}-${img.key}`}
                      aria-label={`Mover ${nombreDe(i).toLowerCase()} ${m.hacia}`}
                      title={m.titulo}
                      disabled={disabled || i + m.paso < 0 || i + m.paso >= imagenes.length}
                      onClick={() => mover(i, m.paso)}
                    >
                      <span aria-hidden="true">{m.flecha}</span>
                    </button>
                  ))}
                <BotonQuitar etiqueta={`Quitar ${nombreDe(i).toLowerCase()}`} disabled={disabled} onClick={() => quitar(i)} />
              </div>
              <CampoAlt
                img={img}
                nombre={nombreDe(i)}
                error={error}
                disabled={disabled}
                decorativa={decorativa}
                sugerencia={altSugerido?.(img.imagen)}
                onChange={(nueva) => onChange(imagenes.map((x, j) => (j === i ? nueva : x)))}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="imagenes__agregar">
        <label className={`boton boton--secundario imagenes__elegir${bloqueado ? ' imagenes__elegir--inactivo' : ''}`}>
          <input
            type="file"
            className="visualmente-oculto"
            accept={ACEPTA_IMAGENES}
            multiple={!unica}
            disabled={bloqueado}
            aria-describedby={descritoPor}
            onChange={elegir}
          />
          {procesando ? 'Procesando…' : unica ? (imagenes.length ? 'Cambiar imagen' : 'Elegir imagen') : 'Agregar imágenes'}
        </label>
        {biblioteca && !(lleno && !unica) && <biblioteca.Selector campo={campo} disabled={bloqueado} onElegir={elegirMedio} />}
        <p id={`${id}-c`} className="imagenes__cuenta">
          {unica
            ? 'PNG, JPEG, WebP o GIF.'
            : lleno
              ? `Se alcanzó el máximo de ${max} imágenes. Quite una para agregar otra.`
              : `${imagenes.length} de ${max} imágenes. PNG, JPEG, WebP o GIF.`}
        </p>
      </div>
      <div aria-live="polite" className="imagenes__mensajes">
        {procesando && <p className="cargando">Preparando imágenes…</p>}
        {aviso && <p className="imagenes__aviso">{aviso}</p>}
        {errores.length > 0 && (
          <ul className="imagenes__errores">
            {errores.map((m) => (
              <li key={m} className="campo__error">
                {m}
              </li>
            ))}
          </ul>
        )}
      </div>
      {errorLista && (
        <p id={`${id}-e`} className="campo__error">
          {errorLista}
        </p>
      )}
    </fieldset>
  );
}
