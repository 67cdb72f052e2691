// agregar_caso_exito and editar_caso_exito/{idCasoExito}: name, generation (mostrarGeneraciones),
// position, comment and photo, all required ('Por favor llene todos los campos.'). A refusal
// shows the server's mensaje in the alert dialog and keeps every value; success shows a notice.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { SelectField } from '../../../shared/ui/SelectField';
import { Button } from '../../../shared/ui/Button';
import { ImageInputs } from '../../../shared/ui/ImageInputs';
import { Cargando, ErrorCarga } from '../../../shared/ui/EmptyState';
import { randomKey } from '../../../shared/lib/randomKey';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarEgresadoMutation, useMostrarGeneracionesQuery, useObtenerEgresadoQuery, useRegistrarCasoExitoMutation } from '../api';
import { validarEgresado, type CampoEgresado, type FormEgresado as Datos } from '../validation';
import '../../../shared/ui/admin.css';
import '../egresados.css';

const LISTA = '/panel_admin/panel_casos_exito';
const VACIO: Datos = { nombreAlumno: '', generacion: '', puestoEmpresa: '', palabrasAlumno: '', imagenes: [] };

export default function FormEgresado() {
  const { idCasoExito } = useParams();
  const edicion = idCasoExito !== undefined;
  const titulo = edicion ? 'Editar egresado' : 'Agregar egresado';
  const h1 = usePagina(titulo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const generaciones = useMostrarGeneracionesQuery();
  const actual = useObtenerEgresadoQuery(idCasoExito ?? skipToken);
  const [registrar, { isLoading: registrando }] = useRegistrarCasoExitoMutation();
  const [editar, { isLoading: editando }] = useEditarEgresadoMutation();
  const enviando = registrando || editando;
  const [datos, setDatos] = useState<Datos>(VACIO);
  const [fallo, setFallo] = useState<{ mensaje: string | null; faltan: CampoEgresado[] }>({ mensaje: null, faltan: [] });
  const [cargado, setCargado] = useState(!edicion);

  useEffect(() => {
    if (actual.data && !cargado) {
      const c = actual.data;
      setDatos({
        nombreAlumno: c.nombre_estudiante,
        generacion: String(c.fk_generacion),
        puestoEmpresa: c.puesto,
        palabrasAlumno: c.comentario,
        imagenes: [{ key: randomKey(), imagen: c.foto_estudiante }],
      });
      setCargado(true);
    }
  }, [actual.data, cargado]);

  // a field filled in after a failed check stops being marked; the message goes with the last one
  const cambiar = <K extends keyof Datos>(k: K, v: Datos[K]) => {
    setDatos((d) => ({ ...d, [k]: v }));
    setFallo((f) => {
      if (!f.faltan.includes(k)) return f;
      const faltan = f.faltan.filter((c) => c !== k);
      return { mensaje: faltan.length ? f.mensaje : null, faltan };
    });
  };
  const falta = (c: CampoEgresado) => (fallo.faltan.includes(c) ? 'Campo requerido.' : null);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const revision = validarEgresado(datos);
    setFallo(revision);
    if (revision.mensaje) return;
    const campos = {
      nombreAlumno: datos.nombreAlumno.trim(),
      generacion: datos.generacion,
      puestoEmpresa: datos.puestoEmpresa.trim(),
      palabrasAlumno: datos.palabrasAlumno.trim(),
      imagenForm: datos.imagenes[0].imagen,
    };
    const r = edicion ? await editar({ ...campos, idCasoExito }) : await registrar(campos);
    if ('error' in r) {
      dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    navigate(LISTA);
  }

  const error = actual.error ?? generaciones.error;
  return (
    <div className="contenedor">
      <Link to={LISTA} className="volver">
        ← Egresados
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        {titulo}
      </h1>
      {!cargado || !generaciones.data ? (
        error ? (
          <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={actual.error ? actual.refetch : generaciones.refetch} />
        ) : (
          <Cargando />
        )
      ) : (
        <form className="formulario" onSubmit={enviar} noValidate>
          {fallo.mensaje && (
            <p className="formulario__fallo" role="alert">
              {fallo.mensaje}
            </p>
          )}
          <Field
            etiqueta="Nombre del egresado"
            name="nombreAlumno"
            maxLength={120}
            value={datos.nombreAlumno}
            error={falta('nombreAlumno')}
            onChange={(e) => cambiar('nombreAlumno', e.target.value)}
          />
          <SelectField
            etiqueta="Generación"
            name="generacion"
            vacia="Seleccione la generación…"
            opciones={generaciones.data.map((g) => ({ valor: String(g.pk_generacion), texto: g.generacion }))}
            value={datos.generacion}
            error={falta('generacion')}
            onChange={(e) => cambiar('generacion', e.target.value)}
          />
          <Field
            etiqueta="Puesto y empresa"
            name="puestoEmpresa"
            maxLength={160}
            placeholder="Ej.: Desarrolladora full stack en Nube Norte"
            value={datos.puestoEmpresa}
            error={falta('puestoEmpresa')}
            onChange={(e) => cambiar('puestoEmpresa', e.target.value)}
          />
          <Field
            multilinea
            etiqueta="Comentario del egresado"
            name="palabrasAlumno"
            rows={5}
            maxLength={1500}
            value={datos.palabrasAlumno}
            error={falta('palabrasAlumno')}
            onChange={(e) => cambiar('palabrasAlumno', e.target.value)}
          />
          <ImageInputs
            etiqueta="Fotografía del egresado"
            max={1}
            imagenes={datos.imagenes}
            onChange={(i) => cambiar('imagenes', i)}
            error={falta('imagenes')}
            disabled={enviando}
          />
          <div className="formulario__acciones">
            <Button type="submit" cargando={enviando}>
              {edicion ? 'Guardar cambios' : 'Agregar egresado'}
            </Button>
            <Link to={LISTA} className="boton boton--secundario">
              Cancelar
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
