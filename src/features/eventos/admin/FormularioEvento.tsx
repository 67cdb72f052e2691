// Event form: /panel_admin/eventos_admin/registrar_evento and /editar/:pkEvento. Buttons and inputs
// are disabled while sending; a refusal shows the server's mensaje in the alert dialog and keeps
// everything entered; success shows a notice and goes back to the list.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { Button } from '../../../shared/ui/Button';
import { ImageInputs } from '../../../shared/ui/ImageInputs';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { randomKey } from '../../../shared/lib/randomKey';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarEventoMutation, useObtenerEventoQuery, useRegistrarEventoMutation } from '../api';
import { MAX_IMAGENES_EVENTO, type DatosEvento, type Evento, type FormEvento } from '../types';
import { validarEvento, type ErroresEvento } from '../validation';
import '../../../shared/ui/admin.css';

const LISTA = '/panel_admin/eventos_admin';

export const formDe = (e: Evento): FormEvento => ({
  nombreEvento: e.nombre_evento,
  descripcion: e.descripcion_evento,
  imgs: e.imgs.map((i) => ({ key: randomKey(), imagen: i.img_evento })),
});

/** The form as api.php fields (imgs as JSON, SPEC.md §7). */
export const aDatos = (f: FormEvento): DatosEvento => ({ nombreEvento: f.nombreEvento.trim(), descripcion: f.descripcion.trim(), imgs: JSON.stringify(f.imgs) });

function Formulario({ inicial, pk }: { inicial: FormEvento; pk: number | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [f, setF] = useState(inicial);
  const [errores, setErrores] = useState<ErroresEvento>({});
  const [registrar, r1] = useRegistrarEventoMutation();
  const [editar, r2] = useEditarEventoMutation();
  const enviando = r1.isLoading || r2.isLoading;
  // a field's message goes away as soon as it is edited; the rest stay until the next submit
  const cambiar = <K extends keyof FormEvento>(k: K, v: FormEvento[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    setErrores((e) => (k in e ? { ...e, [k]: undefined } : e));
  };

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarEvento(f);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.form-admin [aria-invalid="true"], .form-admin fieldset.imagenes--error input')?.focus());
      return;
    }
    const datos = aDatos(f);
    const r = pk === null ? await registrar(datos) : await editar({ ...datos, pkEvento: String(pk) });
    if ('error' in r) {
      dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    navigate(LISTA);
  }

  return (
    <form className="form-admin" onSubmit={enviar} noValidate>
      <Field etiqueta="Nombre del evento" value={f.nombreEvento} maxLength={150} error={errores.nombreEvento} disabled={enviando} onChange={(e) => cambiar('nombreEvento', e.target.value)} />
      <Field etiqueta="Descripción" multilinea value={f.descripcion} maxLength={5000} error={errores.descripcion} disabled={enviando} onChange={(e) => cambiar('descripcion', e.target.value)} />
      <ImageInputs
        etiqueta="Imágenes del evento"
        ayuda="Se muestran en este orden; la primera es la principal."
        max={MAX_IMAGENES_EVENTO}
        portada
        imagenes={f.imgs}
        error={errores.imgs}
        disabled={enviando}
        onChange={(v) => cambiar('imgs', v)}
      />
      <div className="form-admin__acciones">
        <Link to={LISTA} className="boton boton--secundario" aria-disabled={enviando || undefined} onClick={(e) => enviando && e.preventDefault()}>
          Cancelar
        </Link>
        <Button type="submit" cargando={enviando}>
          {enviando ? 'Guardando…' : pk === null ? 'Registrar evento' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}

export default function RegistrarEvento() {
  const h1 = usePagina('Registrar evento');
  return (
    <div className="contenedor contenedor--form">
      <Link to={LISTA} className="enlace-volver">
        ← Eventos
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Registrar evento
      </h1>
      <Formulario inicial={{ nombreEvento: '', descripcion: '', imgs: [] }} pk={null} />
    </div>
  );
}

export function EditarEvento() {
  const { pkEvento = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkEvento) ? Number(pkEvento) : 0;
  const h1 = usePagina('Editar evento');
  const { data, isLoading, isFetching, error, refetch } = useObtenerEventoQuery(pk, { skip: pk < 1, refetchOnMountOrArgChange: true });
  const [inicial, setInicial] = useState<FormEvento | null>(null);
  useEffect(() => {
    if (data && !isFetching && !inicial) setInicial(formDe(data));
  }, [data, isFetching, inicial]);
  const err = error as ErrorFuncion | undefined;
  const noExiste = pk < 1 || err?.status === 404 || err?.status === 400;

  return (
    <div className="contenedor contenedor--form">
      <Link to={LISTA} className="enlace-volver">
        ← Eventos
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Editar evento
      </h1>
      {noExiste ? (
        <EmptyState mensaje="El evento no existe o fue dado de baja." />
      ) : err ? (
        <ErrorCarga mensaje={err.mensaje} onReintentar={refetch} />
      ) : isLoading || !inicial ? (
        <Cargando texto="Cargando evento…" />
      ) : (
        <Formulario inicial={inicial} pk={pk} />
      )}
    </div>
  );
}
