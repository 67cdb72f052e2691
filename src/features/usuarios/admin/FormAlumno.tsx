// /panel_admin/alumnos/agregar_alumno and /panel_admin/alumnos/editar_alumno/{pk_usuario}: name and
// matricula. On success a notice and back to the list; on failure an alert of the server's mensaje,
// the form re-enabled with every value kept.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { Button } from '../../../shared/ui/Button';
import { Cargando, ErrorCarga } from '../../../shared/ui/EmptyState';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarAlumnoMutation, useMostrarAlumnoIdQuery, useRegistrarAlumnoMutation } from '../api';
import { validarAlumno } from '../validation';
import type { DatosAlumno } from '../types';
import './alumnos.css';

const LISTA = '/panel_admin/alumnos';

function FormAlumno({ inicial, idAlumno }: { inicial: DatosAlumno; idAlumno?: number }) {
  const titulo = idAlumno ? 'Editar alumno' : 'Agregar alumno';
  const h1 = usePagina(titulo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registrar, r1] = useRegistrarAlumnoMutation();
  const [editar, r2] = useEditarAlumnoMutation();
  const enviando = r1.isLoading || r2.isLoading;
  const [datos, setDatos] = useState(inicial);
  const [errores, setErrores] = useState<Partial<DatosAlumno>>({});

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarAlumno(datos);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    const limpio = { alumno: datos.alumno.trim(), matricula: datos.matricula.trim() };
    const r = idAlumno ? await editar({ idAlumno, ...limpio }) : await registrar(limpio);
    if ('error' in r) {
      dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    navigate(LISTA);
  }

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          {titulo}
        </h1>
      </div>
      <form className="formulario" onSubmit={enviar} noValidate>
        <Field
          etiqueta="Nombre completo del alumno"
          name="alumno"
          autoComplete="off"
          maxLength={150}
          value={datos.alumno}
          error={errores.alumno}
          onChange={(e) => setDatos({ ...datos, alumno: e.target.value })}
        />
        <Field
          etiqueta="Matrícula"
          name="matricula"
          autoComplete="off"
          maxLength={20}
          value={datos.matricula}
          error={errores.matricula}
          ayuda={idAlumno ? 'La matrícula es también el usuario del alumno.' : 'El usuario y la contraseña inicial del alumno serán su matrícula.'}
          onChange={(e) => setDatos({ ...datos, matricula: e.target.value })}
        />
        <div className="formulario__acciones">
          <Button type="submit" cargando={enviando}>
            {enviando ? 'Guardando…' : idAlumno ? 'Guardar cambios' : 'Registrar alumno'}
          </Button>
          <Link className="boton boton--secundario" to={LISTA}>
            Cancelar
          </Link>
        </div>
      </form>
    </div>
  );
}

export default function AgregarAlumno() {
  return <FormAlumno inicial={{ alumno: '', matricula: '' }} />;
}

export function EditarAlumno() {
  const id = Number(useParams().pk_usuario);
  const valido = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError, error, refetch } = useMostrarAlumnoIdQuery(id, { skip: !valido, refetchOnMountOrArgChange: true });
  const h1 = usePagina('Editar alumno');
  if (valido && data) return <FormAlumno key={id} idAlumno={id} inicial={{ alumno: data.nombre_persona, matricula: data.matricula }} />;
  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Editar alumno
      </h1>
      {!valido ? (
        <ErrorCarga mensaje="El alumno no existe o fue dado de baja." />
      ) : isError ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : (
        <Cargando texto={isLoading ? 'Cargando alumno…' : 'Cargando…'} />
      )}
      <p>
        <Link to={LISTA}>Volver a la lista de alumnos</Link>
      </p>
    </div>
  );
}
