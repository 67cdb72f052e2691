// The FAQ editor's list: each entry's question and answer, moved up or down by buttons (keyboard,
// not drag), removed, and a new one added at the end. The list is the form's draft (the store); the
// focus follows the entry a button moved, and a polite live region says where it went. After a
// refused save each entry shows its own message.
import { useEffect, useId, useRef, useState } from 'react';
import { Campo } from '@/shared/ui/Campo';
import { erroresDe } from '@/shared/api/contrato/campos';
import { MAX_ENTRADAS_FAQ, MAX_PREGUNTA_FRECUENTE, MAX_RESPUESTA_FRECUENTE, entradaFaq } from '@/shared/api/contrato/preguntasFrecuentes';
import { agregar, cambiar, mover, quitar, nuevaEntrada, type EntradaEditable } from './entradas';

interface Props {
  entradas: EntradaEditable[];
  onChange: (entradas: EntradaEditable[]) => void;
  error?: string | null;
  disabled?: boolean;
}

type Foco = { key: string; boton: 'subir' | 'bajar' | 'pregunta' } | 'agregar' | null;

/** The two move buttons of an entry. */
const MOVIMIENTOS = [
  { control: 'subir', paso: -1, texto: 'Subir' },
  { control: 'bajar', paso: 1, texto: 'Bajar' },
] as const;

export function EntradasFaq({ entradas, onChange, error, disabled = false }: Props) {
  const id = useId();
  const raiz = useRef<HTMLFieldSetElement>(null);
  const foco = useRef<Foco>(null);
  const [anuncio, setAnuncio] = useState('');

  useEffect(() => {
    const f = foco.current;
    if (!f || !raiz.current) return;
    foco.current = null;
    const buscar = (sel: string) => raiz.current?.querySelector<HTMLElement>(sel);
    if (f === 'agregar') return void buscar('[data-agregar]')?.focus();
    const propio = buscar(`[data-entrada="${f.key}"][data-control="${f.boton}"]`);
    // a move to either end disables that button: the focus goes to the other one
    const otro = f.boton === 'subir' ? 'bajar' : 'subir';
    (propio && !propio.hasAttribute('disabled') ? propio : buscar(`[data-entrada="${f.key}"][data-control="${otro}"]`))?.focus();
  });

  function moverA(i: number, paso: -1 | 1) {
    const e = entradas[i];
    foco.current = { key: e.key, boton: paso < 0 ? 'subir' : 'bajar' };
    onChange(mover(entradas, i, paso));
    setAnuncio(`Pregunta movida a la posición ${i + paso + 1} de ${entradas.length}.`);
  }

  function quitarA(i: number) {
    const resto = quitar(entradas, i);
    const siguiente = resto[Math.min(i, resto.length - 1)];
    foco.current = siguiente ? { key: siguiente.key, boton: 'pregunta' } : 'agregar';
    onChange(resto);
    setAnuncio(`Pregunta ${i + 1} quitada. Quedan ${resto.length}.`);
  }

  function agregarUna() {
    const nueva = nuevaEntrada();
    foco.current = { key: nueva.key, boton: 'pregunta' };
    onChange(agregar(entradas, nueva));
    setAnuncio('');
  }

  // after a refused check, each entry's own messages; the list's message only when no entry has one (too many entries)
  const problemasDe = entradas.map((e) => (error ? erroresDe<'pregunta' | 'respuesta'>(entradaFaq, e) : {}));
  const deLaLista = error && !problemasDe.some((p) => p.pregunta || p.respuesta) ? error : null;
  const nombre = (e: EntradaEditable, i: number) => `la pregunta ${i + 1}${e.pregunta.trim() ? ` («${e.pregunta.trim().slice(0, 60)}»)` : ''}`;
  return (
    // no "--error" class on the fieldset: the kit's form would focus its first input, not the entry at fault
    <fieldset ref={raiz} className="faq-editor" aria-describedby={deLaLista ? `${id}-e` : undefined}>
      <legend className="faq-editor__leyenda">Preguntas, en el orden en que se muestran</legend>
      {entradas.length === 0 && <p className="faq-editor__vacia">No hay preguntas: el tópico se mostrará vacío.</p>}
      <ol className="faq-editor__lista">
        {entradas.map((e, i) => {
          const problemas = problemasDe[i];
          return (
            <li key={e.key} className="faq-editor__entrada">
              <Campo
                etiqueta={`Pregunta ${i + 1}`}
                name={`pregunta-${i + 1}`}
                data-entrada={e.key}
                data-control="pregunta"
                maxLength={MAX_PREGUNTA_FRECUENTE}
                value={e.pregunta}
                disabled={disabled}
                error={problemas.pregunta ?? null}
                onChange={(ev) => onChange(cambiar(entradas, i, 'pregunta', ev.target.value))}
              />
              <Campo
                multilinea
                etiqueta={`Respuesta ${i + 1}`}
                name={`respuesta-${i + 1}`}
                rows={3}
                maxLength={MAX_RESPUESTA_FRECUENTE}
                value={e.respuesta}
                disabled={disabled}
                error={problemas.respuesta ?? null}
                onChange={(ev) => onChange(cambiar(entradas, i, 'respuesta', ev.target.value))}
              />
              <div className="faq-editor__botones">
                {MOVIMIENTOS.map(({ control, paso, texto }) => (
                  <button
                    key={control}
                    type="button"
                    className="boton boton--secundario boton--chico"
                    data-entrada={e.key}
                    data-control={control}
                    aria-label={`${texto} ${nombre(e, i)}`}
                    disabled={disabled || i + paso < 0 || i + paso >= entradas.length}
                    onClick={() => moverA(i, paso)}
                  >
                    {paso < 0 ? '↑' : '↓'} {texto}
                  </button>
                ))}
                <button
                  type="button"
                  className="boton boton--peligro boton--chico"
                  aria-label={`Quitar ${nombre(e, i)}`}
                  disabled={disabled}
                  onClick={() => quitarA(i)}
                >
                  Quitar
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="boton boton--secundario"
        data-agregar
        disabled={disabled || entradas.length >= MAX_ENTRADAS_FAQ}
        onClick={agregarUna}
      >
        Agregar pregunta
      </button>
      <p className="visualmente-oculto" aria-live="polite">
        {anuncio}
      </p>
      {deLaLista && (
        <p id={`${id}-e`} className="campo__error">
          {deLaLista}
        </p>
      )}
    </fieldset>
  );
}
