// The alternative text of one image of CamposImagen (issue 37): what a visitor who cannot see it is
// told, or "Imagen decorativa" (the public <img alt="">). The form's rule (contract/campos.ts
// `imagenForm`) refuses an image with neither, and its message is shown here, beside that image.
import { useId } from 'react';
import { ALT_REQUERIDO, MAX_ALT, type ImagenForm } from '../api/contrato/comun';

interface Props {
  img: ImagenForm;
  /** The image's name as its buttons say it ("Imagen 2", "Portada"). */
  nombre: string;
  /** The list's error: ALT_REQUERIDO is shown beside every image it is about. */
  error?: string | null;
  disabled?: boolean;
  onChange: (img: ImagenForm) => void;
  /** Offer "Imagen decorativa" (not where the image is a button's only content: it names the button). */
  decorativa?: boolean;
  /** The text the site uses when the field is left empty (shown as the placeholder; the field is then not required). */
  sugerencia?: string;
}

/** True when the image is neither described nor decorative. */
export const sinAlt = (img: ImagenForm) => !img.decorativa && !img.alt?.trim();

export function CampoAlt({ img, nombre, error, disabled = false, onChange, decorativa = true, sugerencia }: Props) {
  const id = useId();
  const falta = error === ALT_REQUERIDO && sinAlt(img) && !sugerencia;
  return (
    <div className="imagenes__alt">
      <label htmlFor={`${id}-a`} className="imagenes__alt-etiqueta">
        Texto alternativo
      </label>
      <textarea
        id={`${id}-a`}
        className="campo__control imagenes__alt-texto"
        rows={2}
        maxLength={MAX_ALT}
        value={img.decorativa ? '' : (img.alt ?? '')}
        placeholder={img.decorativa ? 'No se describe: es decorativa' : sugerencia || 'Qué muestra la imagen'}
        disabled={disabled || img.decorativa}
        aria-invalid={falta || undefined}
        aria-describedby={falta ? `${id}-e` : undefined}
        aria-label={`Texto alternativo de ${nombre.toLowerCase()}`}
        data-alt={img.key}
        onChange={(e) => onChange({ ...img, alt: e.currentTarget.value, decorativa: false })}
      />
      {decorativa && (
        <label className="imagenes__decorativa">
          <input
            type="checkbox"
            checked={!!img.decorativa}
            disabled={disabled}
            aria-label={`Imagen decorativa (${nombre.toLowerCase()})`}
            onChange={(e) => onChange({ ...img, decorativa: e.currentTarget.checked })}
          />{' '}
          Imagen decorativa
        </label>
      )}
      {falta && (
        <p id={`${id}-e`} className="campo__error">
          {ALT_REQUERIDO}
        </p>
      )}
    </div>
  );
}
