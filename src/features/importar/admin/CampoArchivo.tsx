// One file of /panel_admin/importar (Importar.tsx): the spreadsheet or the ZIP of images.
import type { ChangeEvent } from 'react';

interface PropsArchivo {
  campo: 'hoja' | 'imagenes';
  etiqueta: string;
  accept: string;
  /** The chosen file (its name and size are shown), or null: `ayuda` says what it takes. */
  elegido: { nombre: string; tamano: number } | null;
  ayuda: string;
  disabled: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
}

/** One file of the import: its label, the input and what was chosen (or what it takes). */
export function CampoArchivo({ campo, etiqueta, accept, elegido, ayuda, disabled, onChange }: PropsArchivo) {
  const id = `importar-${campo}`;
  return (
    <div className="campo">
      <label htmlFor={id} className="campo__etiqueta">
        {etiqueta}
      </label>
      <input
        id={id}
        className="campo__control importar__archivo"
        type="file"
        accept={accept}
        disabled={disabled}
        name={campo}
        onChange={onChange}
        aria-describedby={`${id}-a`}
      />
      <p id={`${id}-a`} className="campo__ayuda">
        {elegido ? `${elegido.nombre} (${Math.ceil(elegido.tamano / 1024)} KB)` : ayuda}
      </p>
    </div>
  );
}
