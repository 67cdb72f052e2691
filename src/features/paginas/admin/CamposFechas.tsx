// The admissions' key dates in the editor: a date, what happens, and (optionally) what it means to
// search engines (schema.org's application start, deadline, classes start); add, move, remove.
import type { TipoFecha } from '@/shared/api/contrato/paginas';
import { MAX_FECHAS } from '@/shared/api/contrato/paginas';
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { BotonesFila, ListaEnCampo, useListaEditable } from './ListaEditable';
import type { FechaForm } from './valores';

const TIPOS: { valor: TipoFecha; texto: string }[] = [
  { valor: 'apertura', texto: 'Abre la convocatoria' },
  { valor: 'cierre', texto: 'Cierra la convocatoria' },
  { valor: 'inicio', texto: 'Inicio de clases' },
];

interface Props {
  fechas: FechaForm[];
  onChange: (fechas: FechaForm[]) => void;
  error?: string | null;
  disabled?: boolean;
}

export function CamposFechas({ fechas, onChange, error, disabled }: Props) {
  const l = useListaEditable(fechas, onChange, () => ({ fecha: '', texto: '', tipo: '' as const }));
  return (
    <ListaEnCampo lista={l} etiqueta="Fechas clave" agregar="Agregar fecha" max={MAX_FECHAS} plural="fechas" error={error} disabled={disabled}>
      {fechas.map((f, i) => {
        const nombre = `la fecha ${i + 1}`;
        const oculto = <span className="visualmente-oculto"> de {nombre}</span>;
        return (
          <li key={f.key} className="lista-editable__item lista-editable__item--fecha">
            <Campo
              etiqueta={<>Día{oculto}</>}
              type="date"
              data-primero={f.key}
              value={f.fecha}
              disabled={disabled}
              aria-invalid={error && !f.fecha ? true : undefined}
              onChange={(e) => l.cambiar(f.key, { fecha: e.target.value })}
            />
            <Campo
              etiqueta={<>Qué sucede{oculto}</>}
              value={f.texto}
              maxLength={160}
              disabled={disabled}
              onChange={(e) => l.cambiar(f.key, { texto: e.target.value })}
            />
            <CampoSeleccion
              etiqueta={<>Para buscadores{oculto}</>}
              vacia="Sin significado especial"
              opciones={TIPOS}
              value={f.tipo}
              disabled={disabled}
              onChange={(e) => l.cambiar(f.key, { tipo: e.target.value as TipoFecha | '' })}
            />
            <BotonesFila lista={l} clave={f.key} nombre={nombre} i={i} disabled={disabled} />
          </li>
        );
      })}
    </ListaEnCampo>
  );
}
