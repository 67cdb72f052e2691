// registrar_empresa_estadia and editar_empresa_estadia/{pk}: name and one image. A refusal shows
// the server's mensaje in the alert dialog and keeps every value; success shows a notice and
// returns to the list.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { Button } from '../../../shared/ui/Button';
import { ImageInputs } from '../../../shared/ui/ImageInputs';
import { Cargando, ErrorCarga } from '../../../shared/ui/EmptyState';
import { randomKey } from '../../../shared/lib/randomKey';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import type { ImagenForm } from '../../../shared/api/contract';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarEmpresaEstadiaMutation, useObtenerEmpresaEstadiaQuery, useRegistrarEmpresaEstadiaMutation } from '../api';
import { validarEmpresa, type ErroresEmpresa } from '../validation';
import '../../../shared/ui/admin.css';

const LISTA = '/panel_admin/empresas_estadias';

export default function FormEmpresa() {
  const { pk } = useParams();
  const edicion = pk !== undefined;
  const titulo = edicion ? 'Editar empresa de estadía' : 'Registrar empresa de estadía';
  const h1 = usePagina(titulo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const actual = useObtenerEmpresaEstadiaQuery(pk ?? skipToken);
  const [registrar, { isLoading: registrando }] = useRegistrarEmpresaEstadiaMutation();
  const [editar, { isLoading: editando }] = useEditarEmpresaEstadiaMutation();
  const enviando = registrando || editando;
  const [nombre, setNombre] = useState('');
  const [imagenes, setImagenes] = useState<ImagenForm[]>([]);
  const [errores, setErrores] = useState<ErroresEmpresa>({});
  const [cargado, setCargado] = useState(!edicion);

  useEffect(() => {
    if (actual.data && !cargado) {
      setNombre(actual.data.nombre_empresa);
      setImagenes([{ key: randomKey(), imagen: actual.data.imagen_empresa }]);
      setCargado(true);
    }
  }, [actual.data, cargado]);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarEmpresa({ nombre, imagenes });
    setErrores(encontrados);
    if (encontrados.nombre || encontrados.imagen) return;
    const datos = { nombreEmpresa: nombre.trim(), imagenForm: imagenes[0].imagen };
    const r = edicion ? await editar({ ...datos, pkEmpresa: pk }) : await registrar(datos);
    if ('error' in r) {
      dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    navigate(LISTA);
  }

  return (
    <div className="contenedor">
      <Link to={LISTA} className="volver">
        ← Empresas de estadías
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        {titulo}
      </h1>
      {!cargado ? (
        actual.error ? (
          <ErrorCarga mensaje={(actual.error as ErrorFuncion).mensaje} onReintentar={actual.refetch} />
        ) : (
          <Cargando />
        )
      ) : (
        <form className="formulario" onSubmit={enviar} noValidate>
          <Field
            etiqueta="Nombre de la empresa"
            name="nombreEmpresa"
            value={nombre}
            maxLength={120}
            error={errores.nombre}
            onChange={(e) => {
              setNombre(e.target.value);
              if (errores.nombre) setErrores((prev) => ({ ...prev, nombre: undefined }));
            }}
          />
          <ImageInputs
            etiqueta="Imagen de la empresa"
            max={1}
            imagenes={imagenes}
            onChange={(i) => {
              setImagenes(i);
              if (i.length) setErrores((prev) => ({ ...prev, imagen: undefined }));
            }}
            error={errores.imagen}
            disabled={enviando}
          />
          <div className="formulario__acciones">
            <Button type="submit" cargando={enviando}>
              {edicion ? 'Guardar cambios' : 'Registrar empresa'}
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
