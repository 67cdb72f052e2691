// The "Quitar" button of an item in the editors' lists (images, members, key dates and people, the
// plan's levels, terms and subjects), named after the item for screen readers ("Quitar la foto 2").
export function BotonQuitar({ etiqueta, disabled, onClick }: { etiqueta: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="imagenes__boton imagenes__boton--quitar" aria-label={etiqueta} disabled={disabled} onClick={onClick}>
      Quitar
    </button>
  );
}
