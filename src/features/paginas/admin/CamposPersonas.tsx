// acerca_de's people in the editor: name, role, a few words and an optional photo (through the
// kit's image input, re-encoded by the server like every upload); add, move, remove.
import { MAX_PERSONAS } from '@/shared/api/contrato/paginas';
import { Campo } from '@/shared/ui/Campo';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { BotonesFila, ListaEnCampo, useListaEditable } from './ListaEditable';
import type { PersonaForm } from './valores';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';

interface Props {
  personas: PersonaForm[];
  onChange: (personas: PersonaForm[]) => void;
  error?: string | null;
  disabled?: boolean;
}

export function CamposPersonas({ personas, onChange, error, disabled }: Props) {
  const l = useListaEditable(personas, onChange, () => ({ nombre: '', papel: '', descripcion: '', fotos: [] }));
  return (
    <ListaEnCampo
      lista={l}
      etiqueta="Personas"
      agregar="Agregar persona"
      max={MAX_PERSONAS}
      plural="personas"
      // a photo's missing alternative text is told beside that photo (CamposImagen), not below the list
      error={error === ALT_REQUERIDO ? null : error}
      disabled={disabled}
    >
      {personas.map((p, i) => {
        const nombre = p.nombre.trim() || `la persona ${i + 1}`;
        const oculto = <span className="visualmente-oculto"> de {nombre}</span>;
        return (
          <li key={p.key} className="lista-editable__item">
            <Campo
              etiqueta={<>Nombre{oculto}</>}
              data-primero={p.key}
              value={p.nombre}
              maxLength={120}
              disabled={disabled}
              aria-invalid={error && !p.nombre.trim() ? true : undefined}
              onChange={(e) => l.cambiar(p.key, { nombre: e.target.value })}
            />
            <Campo
              etiqueta={<>Papel en el proyecto{oculto}</>}
              value={p.papel}
              maxLength={120}
              disabled={disabled}
              onChange={(e) => l.cambiar(p.key, { papel: e.target.value })}
            />
            <Campo
              multilinea
              rows={3}
              etiqueta={<>Descripción{oculto}</>}
              value={p.descripcion}
              maxLength={500}
              disabled={disabled}
              onChange={(e) => l.cambiar(p.key, { descripcion: e.target.value })}
            />
            <CamposImagen
              etiqueta={`Foto de ${nombre}`}
              ayuda="Opcional: sin foto se muestran sus iniciales."
              max={1}
              imagenes={p.fotos}
              error={error === ALT_REQUERIDO ? error : null}
              disabled={disabled}
              onChange={(fotos) => l.cambiar(p.key, { fotos })}
            />
            <BotonesFila lista={l} clave={p.key} nombre={nombre} i={i} disabled={disabled} />
          </li>
        );
      })}
    </ListaEnCampo>
  );
}
