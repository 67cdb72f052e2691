// An image's alt text described in place, outside a form of the kit (issue 37): the media library's
// card (features/medios) and the list of images without alt text (features/textoAlternativo) each
// hold the typed value in the store and save one image at a time. The field, "Imagen decorativa" and
// the refusal's message beside them; `camposAlt` is what a save sends, or null when the image is
// neither described nor decorative (the caller then shows ALT_REQUERIDO and focuses the field `id`).
import { MAX_ALT } from '../api/contrato/comun';

export interface ValorAlt {
  alt: string;
  decorativa: boolean;
}

interface Props {
  /** The text field's id (its message is `${id}-e`). */
  id: string;
  valor: ValorAlt;
  error?: string | null;
  /** A save is under way: nothing can be changed. */
  ocupado: boolean;
  onChange: (valor: ValorAlt) => void;
}

/** The fields a save of `valor` sends, or null when it is neither described nor decorative. */
export function camposAlt(valor: ValorAlt): { alt: string; decorativa: '1' | '0' } | null {
  if (!valor.decorativa && !valor.alt.trim()) return null;
  return { alt: valor.decorativa ? '' : valor.alt.trim(), decorativa: valor.decorativa ? '1' : '0' };
}

export function TextoAltEnLinea({ id, valor, error, ocupado, onChange }: Props) {
  return (
    <>
      <label htmlFor={id} className="campo__etiqueta">
        Texto alternativo
      </label>
      <textarea
        id={id}
        className="campo__control"
        rows={2}
        maxLength={MAX_ALT}
        value={valor.decorativa ? '' : valor.alt}
        placeholder={valor.decorativa ? 'No se describe: es decorativa' : 'Qué muestra la imagen'}
        disabled={valor.decorativa || ocupado}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-e` : undefined}
        onChange={(e) => onChange({ alt: e.currentTarget.value, decorativa: false })}
      />
      <label className="imagenes__decorativa">
        <input
          type="checkbox"
          checked={valor.decorativa}
          disabled={ocupado}
          onChange={(e) => onChange({ alt: valor.alt, decorativa: e.currentTarget.checked })}
        />{' '}
        Imagen decorativa
      </label>
      {error && (
        <p id={`${id}-e`} className="campo__error">
          {error}
        </p>
      )}
    </>
  );
}
