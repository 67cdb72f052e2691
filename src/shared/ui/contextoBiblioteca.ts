// How an image field (CamposImagen) offers "Elegir de la biblioteca" without the kit of shared/ui
// knowing the admin area: the admin layout provides the picker (shared/admin/medios/SelectorMedios.tsx,
// in the admin chunk); without a provider (visitors', students' forms, tests) the button is absent.
import { createContext, type ComponentType } from 'react';

/** An asset chosen from the library, as an image field keeps it. */
export interface MedioElegido {
  /** `medio:<pk>`: the server reuses the asset's stored file. */
  imagen: string;
  alt: string;
  decorativa: boolean;
  /** The asset's stored path ('uploads/…'): the field's thumbnail and the editor's preview show it. */
  vista: string;
}

export interface PropsSelector {
  /** The field's id (the store says which field the dialog is open for). */
  campo: string;
  disabled?: boolean;
  onElegir: (medio: MedioElegido) => void;
}

/** The picker's button (and its dialog while open) for one field. */
export interface Biblioteca {
  Selector: ComponentType<PropsSelector>;
}

export const ContextoBiblioteca = createContext<Biblioteca | null>(null);
