// The form of the kit (react-admin's SimpleForm): values and messages local to the form, the
// entity's zod schema from the contract as the one check (the server runs the same), and the one
// submit block: fields and buttons disabled while sending, the server's mensaje in the alert
// dialog on failure with every value kept, a notice and the way back on success.
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useAppDispatch } from '../model/hooks';
import { alertShown, noticeShown } from '../model/ui';
import { erroresDe } from '../api/contract/campos';
import type { RespuestaComun } from '../api/contract';
import { Button } from '../ui/Button';
import { mensajeDe } from './PaginaAdmin';

/** What a mutation trigger resolves to (RTK Query). */
export type Resultado<R> = { data: R; error?: undefined } | { error: unknown; data?: undefined };

export interface OpcionesFormulario<V, R extends RespuestaComun> {
  inicial: V;
  /** The entity's schema (contract/<entidad>.esquema.ts) over the values as the form holds them. */
  esquema: z.ZodType;
  enviar: (valores: V) => Promise<Resultado<R>>;
  /** Where "Cancelar" and success lead… */
  volver: string;
  /** …unless success leads elsewhere, by what was sent. */
  destino?: (valores: V) => string;
  /** Instead of leaving: what to do with the answer (e.g. show credentials once). */
  alTerminar?: (respuesta: R) => void;
  /** The values as they are checked and sent, when they differ from what the inputs hold. */
  preparar?: (valores: V) => V;
  /** One message for every missing field above the form, 'Campo requerido.' on each (SPEC.md §5, graduates). */
  resumen?: boolean;
}

type Errores<V> = Partial<Record<keyof V | '', string>>;

// the first field with a problem, including the list inputs (their fieldset carries the error)
const CON_ERROR = '[aria-invalid="true"], .campo--error input, fieldset[class*="--error"] input';

export function useFormulario<V extends object, R extends RespuestaComun>(o: OpcionesFormulario<V, R>) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [valores, setValores] = useState(o.inicial);
  const [errores, setErrores] = useState<Errores<V>>({});
  const [enviando, setEnviando] = useState(false);

  /** A field's message goes away as soon as it is edited; the others stay until the next submit. */
  function cambiar<K extends keyof V>(k: K, v: V[K]) {
    setValores((x) => ({ ...x, [k]: v }));
    setErrores((e) => (e[k] ? { ...e, [k]: undefined } : e));
  }

  const error = (k: keyof V) => (errores[k] && o.resumen ? 'Campo requerido.' : errores[k]);

  /** Props of a list input (ImageInputs, MemberInputs): error, disabled, onChange. */
  const lista = <K extends keyof V>(k: K) => ({ error: error(k), disabled: enviando, onChange: (v: V[K]) => cambiar(k, v) });

  /** Props of a Field or SelectField bound to a text value. */
  const campo = <K extends keyof V>(k: K) => ({
    name: String(k),
    value: valores[k] as string,
    error: error(k),
    disabled: enviando,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => cambiar(k, e.target.value as V[K]),
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const listos = o.preparar ? o.preparar(valores) : valores;
    const encontrados = erroresDe<Extract<keyof V, string>>(o.esquema, listos);
    setErrores(encontrados as Errores<V>);
    if (Object.keys(encontrados).length) {
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>(CON_ERROR)?.focus());
      return;
    }
    setEnviando(true);
    const r = await o.enviar(listos);
    setEnviando(false);
    if (r.data === undefined) {
      dispatch(alertShown(mensajeDe(r.error)));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    if (o.alTerminar) o.alTerminar(r.data);
    else void navigate(o.destino ? o.destino(listos) : o.volver);
  }

  const resumen = o.resumen ? Object.values<string | undefined>(errores).find(Boolean) : undefined;
  return { valores, errores, enviando, cambiar, campo, lista, onSubmit, resumen, volver: o.volver };
}

type Formulario = Pick<ReturnType<typeof useFormulario>, 'enviando' | 'onSubmit' | 'resumen' | 'volver'>;

/** The <form> with its summary message, the fields, and "Cancelar" + the submit button. */
export function FormularioAdmin({ f, enviar, children }: { f: Formulario; enviar: string; children: ReactNode }) {
  return (
    <form className="formulario" onSubmit={f.onSubmit} noValidate>
      {f.resumen && (
        <p className="formulario__fallo" role="alert">
          {f.resumen}
        </p>
      )}
      {children}
      <div className="formulario__acciones">
        <Link to={f.volver} className="boton boton--secundario" aria-disabled={f.enviando || undefined} onClick={(e) => f.enviando && e.preventDefault()}>
          Cancelar
        </Link>
        <Button type="submit" cargando={f.enviando}>
          {f.enviando ? 'Guardando…' : enviar}
        </Button>
      </div>
    </form>
  );
}
