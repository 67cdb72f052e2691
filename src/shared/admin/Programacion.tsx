// Scheduled publishing in the admin forms and lists (docs/decisiones/0054-publicacion-programada.md):
// the two optional fields "Publicar el" / "Retirar el" (datetime-local, the programme's wall clock;
// their values live in the form's draft in the store like every field), and the list's label
// "Programado: 3 dic 8:00" / "Retirado".
import type { ChangeEvent, ReactNode } from 'react';
import { Campo } from '@/shared/ui/Campo';
import { aPared } from '@/shared/lib/zonaHoraria';
import { estadoProgramacion, type Programacion } from '@/shared/api/contrato/programacion';
import './insignia.css';
import './programacion.css';

/** The props useFormulario's `campo(k)` gives. */
interface PropsCampo {
  name: string;
  value: string;
  error?: string | null;
  disabled: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** A stored time (UTC) as the form types it: the programme's wall clock ('' for none). */
export const paredDe = (v: string | null | undefined, zona: string | undefined) => (!v ? '' : zona ? aPared(v, zona) : v.slice(0, 16));

/** A draft's form (a duplicate, 0059): the programme's zone and how to set "Publicar el". */
export interface Borrador {
  zona: string;
  fijar(valor: string): void;
}

/** The schedule's fields; `retirar` absent where the item cannot be retired (a page); `borrador`: the item is an unpublished draft. */
export function CamposProgramacion({ publicar, retirar, borrador }: { publicar: PropsCampo; retirar?: PropsCampo; borrador?: Borrador }) {
  return (
    <fieldset className="formulario__grupo">
      <legend>{borrador ? 'Publicación' : 'Publicación (opcional)'}</legend>
      <Campo
        etiqueta="Publicar el"
        type="datetime-local"
        ayuda={
          borrador
            ? 'Sin publicar: nadie fuera del personal lo ve hasta que indique una fecha (la actual lo publica al guardar).'
            : 'En la hora local del programa. Vacío: se publica al guardar.'
        }
        {...publicar}
      />
      {borrador && !publicar.value && (
        <button
          type="button"
          className="boton boton--secundario boton--chico"
          disabled={publicar.disabled}
          onClick={() => borrador.fijar(aPared(new Date().toISOString(), borrador.zona).slice(0, 16))}
        >
          Publicar al guardar
        </button>
      )}
      {retirar && <Campo etiqueta="Retirar el" type="datetime-local" ayuda="Vacío: no se retira." min={publicar.value || undefined} {...retirar} />}
    </fieldset>
  );
}

/** The list's label, when the item is scheduled or retired (nothing otherwise), as of `ahora` (a list's detail reads the clock, as its status does). */
export function etiquetaProgramacion(p: Programacion, zona: string | undefined, ahora: number): ReactNode {
  const texto = zona ? estadoProgramacion(p, zona, ahora) : null;
  if (!texto) return null;
  return (
    <>
      <span className={`insignia programacion ${texto === 'Retirado' ? 'programacion--retirado' : 'programacion--programado'}`}>{texto}</span>{' '}
    </>
  );
}
