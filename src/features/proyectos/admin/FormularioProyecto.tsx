// Project form: /panel_admin/proyectos_estudiantes/registrar_proyecto and /editar/:pkProyecto.
// Buttons and inputs are disabled while sending; a refusal shows the server's mensaje in the alert
// dialog and keeps everything entered; success shows a notice and goes back to the list.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { Button } from '../../../shared/ui/Button';
import { ImageInputs } from '../../../shared/ui/ImageInputs';
import { MemberInputs } from '../../../shared/ui/MemberInputs';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import { randomKey } from '../../../shared/lib/randomKey';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarProyectoMutation, useObtenerProyectoQuery, useRegistrarProyectoMutation } from '../api';
import { CUATRIMESTRES, MAX_IMAGENES_PROYECTO, nombreCuatrimestre, type FormProyecto, type Proyecto, type DatosProyecto } from '../types';
import { validarProyecto, type ErroresProyecto } from '../validation';
import '../../../shared/ui/admin.css';
import '../proyectos.css';

const LISTA = '/panel_admin/proyectos_estudiantes';

export const formVacio = (): FormProyecto => ({
  nombre_proyecto: '',
  cuatrimestre: '',
  descripcion_proyecto: '',
  enlace: '',
  imgs: [],
  miembros: [{ key: randomKey(), nombre: '', pk: 0 }],
  foto: [],
});

export const formDe = (p: Proyecto): FormProyecto => ({
  nombre_proyecto: p.nombre_proyecto,
  cuatrimestre: String(p.cuatrimestre),
  descripcion_proyecto: p.descripcion_proyecto,
  enlace: p.enlace,
  imgs: p.imgs.map((i) => ({ key: randomKey(), imagen: i.img_proyecto })),
  miembros: p.miembros.map((m) => ({ key: randomKey(), nombre: m.nombre_miembro, pk: m.pk_miembro_proyecto })),
  foto: p.foto_miembros ? [{ key: randomKey(), imagen: p.foto_miembros }] : [],
});

/** The form as api.php fields (imgs_proyecto and miembros as JSON, SPEC.md §7). */
export function aDatos(f: FormProyecto): DatosProyecto {
  return {
    nombre_proyecto: f.nombre_proyecto.trim(),
    cuatrimestre: f.cuatrimestre,
    descripcion_proyecto: f.descripcion_proyecto.trim(),
    enlace: f.enlace.trim(),
    imgs_proyecto: JSON.stringify(f.imgs),
    miembros: JSON.stringify(f.miembros.map((m) => ({ ...m, nombre: m.nombre.trim() }))),
    foto_miembros: f.foto[0]?.imagen ?? '',
  };
}

function Formulario({ inicial, pk }: { inicial: FormProyecto; pk: number | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const idCuatri = useId();
  const [f, setF] = useState(inicial);
  const [errores, setErrores] = useState<ErroresProyecto>({});
  const [registrar, r1] = useRegistrarProyectoMutation();
  const [editar, r2] = useEditarProyectoMutation();
  const enviando = r1.isLoading || r2.isLoading;
  // a field's message goes away as soon as it is edited; the rest stay until the next submit
  const cambiar = <K extends keyof FormProyecto>(k: K, v: FormProyecto[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    setErrores((e) => (k in e ? { ...e, [k]: undefined } : e));
  };

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarProyecto(f);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) {
      // focus the first field with a problem
      requestAnimationFrame(() => document.querySelector<HTMLElement>('.form-admin [aria-invalid="true"], .form-admin .campo--error input, .form-admin fieldset.imagenes--error input, .form-admin fieldset.miembros--error input')?.focus());
      return;
    }
    const datos = aDatos(f);
    const r = pk === null ? await registrar(datos) : await editar({ ...datos, pkProyecto: String(pk) });
    if ('error' in r) {
      dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    navigate(LISTA);
  }

  return (
    <form className="form-admin" onSubmit={enviar} noValidate>
      <Field etiqueta="Nombre del proyecto" value={f.nombre_proyecto} maxLength={150} error={errores.nombre_proyecto} disabled={enviando} onChange={(e) => cambiar('nombre_proyecto', e.target.value)} />
      <div className={`campo${errores.cuatrimestre ? ' campo--error' : ''}`}>
        <label htmlFor={idCuatri} className="campo__etiqueta">
          Cuatrimestre
        </label>
        <select
          id={idCuatri}
          className="campo__control"
          value={f.cuatrimestre}
          disabled={enviando}
          aria-invalid={errores.cuatrimestre ? true : undefined}
          aria-describedby={errores.cuatrimestre ? `${idCuatri}-e` : undefined}
          onChange={(e) => cambiar('cuatrimestre', e.target.value)}
        >
          <option value="">Seleccione un cuatrimestre</option>
          {CUATRIMESTRES.map((c) => (
            <option key={c} value={String(c)}>
              {c} · {nombreCuatrimestre(c)}
            </option>
          ))}
        </select>
        {errores.cuatrimestre && (
          <p id={`${idCuatri}-e`} className="campo__error">
            {errores.cuatrimestre}
          </p>
        )}
      </div>
      <Field
        etiqueta="Descripción"
        multilinea
        value={f.descripcion_proyecto}
        maxLength={5000}
        error={errores.descripcion_proyecto}
        disabled={enviando}
        onChange={(e) => cambiar('descripcion_proyecto', e.target.value)}
      />
      <Field
        etiqueta="Enlace (opcional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={f.enlace}
        error={errores.enlace}
        disabled={enviando}
        onChange={(e) => cambiar('enlace', e.target.value)}
      />
      <ImageInputs
        etiqueta="Imágenes del proyecto"
        ayuda="La primera imagen es la portada. Use las flechas para cambiar el orden."
        max={MAX_IMAGENES_PROYECTO}
        portada
        imagenes={f.imgs}
        error={errores.imgs}
        disabled={enviando}
        onChange={(v) => cambiar('imgs', v)}
      />
      <MemberInputs miembros={f.miembros} error={errores.miembros} disabled={enviando} onChange={(v) => cambiar('miembros', v)} />
      <ImageInputs etiqueta="Foto del equipo (opcional)" max={1} imagenes={f.foto} disabled={enviando} onChange={(v) => cambiar('foto', v)} />
      <div className="form-admin__acciones">
        <Link to={LISTA} className="boton boton--secundario" aria-disabled={enviando || undefined} onClick={(e) => enviando && e.preventDefault()}>
          Cancelar
        </Link>
        <Button type="submit" cargando={enviando}>
          {enviando ? 'Guardando…' : pk === null ? 'Registrar proyecto' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}

export default function RegistrarProyecto() {
  const h1 = usePagina('Registrar proyecto');
  return (
    <div className="contenedor contenedor--form">
      <Link to={LISTA} className="enlace-volver">
        ← Proyectos
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Registrar proyecto
      </h1>
      <Formulario inicial={formVacio()} pk={null} />
    </div>
  );
}

export function EditarProyecto() {
  const { pkProyecto = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkProyecto) ? Number(pkProyecto) : 0;
  const h1 = usePagina('Editar proyecto');
  // always the stored version: another admin may have changed it
  const { data, isLoading, isFetching, error, refetch } = useObtenerProyectoQuery(pk, { skip: pk < 1, refetchOnMountOrArgChange: true });
  const [inicial, setInicial] = useState<FormProyecto | null>(null);
  useEffect(() => {
    if (data && !isFetching && !inicial) setInicial(formDe(data));
  }, [data, isFetching, inicial]);
  const err = error as ErrorFuncion | undefined;
  const noExiste = pk < 1 || err?.status === 404 || err?.status === 400;

  return (
    <div className="contenedor contenedor--form">
      <Link to={LISTA} className="enlace-volver">
        ← Proyectos
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Editar proyecto
      </h1>
      {noExiste ? (
        <EmptyState mensaje="El proyecto no existe o fue dado de baja." />
      ) : err ? (
        <ErrorCarga mensaje={err.mensaje} onReintentar={refetch} />
      ) : isLoading || !inicial ? (
        <Cargando texto="Cargando proyecto…" />
      ) : (
        <Formulario inicial={inicial} pk={pk} />
      )}
    </div>
  );
}
