// One file of /panel_admin/importar (Importar.tsx): the spreadsheet or the ZIP of images.
import type { ChangeEvent } from 'react';
import { Campo } from '@/shared/ui/Campo';

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

/** One file of the import: its label, the input and what was chosen (or what it takes), on the kit's field. */
export function CampoArchivo({ campo, etiqueta, accept, elegido, ayuda, disabled, onChange }: PropsArchivo) {
  return (
    <Campo
      etiqueta={etiqueta}
      claseControl="importar__archivo"
      type="file"
      accept={accept}
      disabled={disabled}
      name={campo}
      onChange={onChange}
      ayuda={elegido ? `${elegido.nombre} (${Math.ceil(elegido.tamano / 1024)} KB)` : ayuda}
    />
  );
}
