// /panel_superadmin/agregar_usuario and /panel_superadmin/editar_usuario/{pk_usuario}: an admin's
// first name, paternal surname (required) and maternal surname (optional). A new admin's login
// name is derived by the server and its random initial password is shown here once.
import { useRef, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../../../shared/model/hooks';
import { alertShown, noticeShown } from '../../../shared/model/ui';
import { usePagina } from '../../../shared/ui/usePagina';
import { Field } from '../../../shared/ui/Field';
import { Button } from '../../../shared/ui/Button';
import { Cargando, ErrorCarga } from '../../../shared/ui/EmptyState';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { useEditarAdminMutation, useMostrarUsuariosQuery, useRegistrarAdminMutation } from '../api';
import { validarAdmin } from '../validation';
import type { DatosAdmin } from '../types';
import '../admin/alumnos.css';

const LISTA = '/panel_superadmin';

function Credenciales({ usuario, contrasena }: { usuario: string; contrasena: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [copiada, setCopiada] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(`Usuario: ${usuario}\nContraseña: ${contrasena}`);
      setCopiada(true);
    } catch {
      setCopiada(false);
    }
  }
  return (
    <section className="credenciales" aria-labelledby="credenciales-t">
      <h2 id="credenciales-t" ref={ref} tabIndex={-1}>
        Cuenta creada
      </h2>
      <p>Entregue estos datos al nuevo administrador. La contraseña no se volverá a mostrar; al entrar se le pedirá elegir una nueva.</p>
      <dl>
        <dt>Usuario</dt>
        <dd data-testid="usuario-nuevo">{usuario}</dd>
        <dt>Contraseña</dt>
        <dd data-testid="contrasena-nueva">{contrasena}</dd>
      </dl>
      <div className="formulario__acciones">
        <Button variante="secundario" onClick={copiar}>
          {copiada ? 'Copiado' : 'Copiar datos'}
        </Button>
        <Link className="boton boton--primario" to={LISTA}>
          Volver a la lista
        </Link>
      </div>
    </section>
  );
}

function FormUsuario({ inicial, idAdmin }: { inicial: DatosAdmin; idAdmin?: number }) {
  const titulo = idAdmin ? 'Editar usuario' : 'Agregar usuario';
  const h1 = usePagina(titulo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registrar, r1] = useRegistrarAdminMutation();
  const [editar, r2] = useEditarAdminMutation();
  const enviando = r1.isLoading || r2.isLoading;
  const [datos, setDatos] = useState(inicial);
  const [errores, setErrores] = useState<Partial<DatosAdmin>>({});
  // the password lives only in this component's state, never in the store (reset() drops it there)
  const [creado, setCreado] = useState<{ usuario: string; contrasena: string } | null>(null);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarAdmin(datos);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    const limpio = { nombres: datos.nombres.trim(), apellido_p: datos.apellido_p.trim(), apellido_m: datos.apellido_m.trim() };
    if (idAdmin) {
      const r = await editar({ idAdmin, ...limpio });
      if ('error' in r) return void dispatch(alertShown((r.error as ErrorFuncion).mensaje));
      dispatch(noticeShown(r.data.mensaje));
      navigate(LISTA);
      return;
    }
    const llamada = registrar(limpio);
    const r = await llamada;
    if ('error' in r) return void dispatch(alertShown((r.error as ErrorFuncion).mensaje));
    llamada.reset();
    dispatch(noticeShown(r.data.mensaje));
    setCreado({ usuario: r.data.usuario ?? '', contrasena: r.data.contrasena ?? '' });
  }

  return (
    <div className="contenedor">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          {titulo}
        </h1>
      </div>
      {creado ? (
        <Credenciales {...creado} />
      ) : (
        <form className="formulario" onSubmit={enviar} noValidate>
          <Field etiqueta="Nombre(s)" name="nombres" autoComplete="off" maxLength={80} value={datos.nombres} error={errores.nombres} onChange={(e) => setDatos({ ...datos, nombres: e.target.value })} />
          <Field
            etiqueta="Apellido paterno"
            name="apellido_p"
            autoComplete="off"
            maxLength={60}
            value={datos.apellido_p}
            error={errores.apellido_p}
            onChange={(e) => setDatos({ ...datos, apellido_p: e.target.value })}
          />
          <Field
            etiqueta="Apellido materno (opcional)"
            name="apellido_m"
            autoComplete="off"
            maxLength={60}
            value={datos.apellido_m}
            onChange={(e) => setDatos({ ...datos, apellido_m: e.target.value })}
          />
          {!idAdmin && <p className="campo__ayuda">El usuario se forma con el nombre y el apellido paterno; la contraseña inicial se genera al azar y se muestra una sola vez.</p>}
          <div className="formulario__acciones">
            <Button type="submit" cargando={enviando}>
              {enviando ? 'Guardando…' : idAdmin ? 'Guardar cambios' : 'Registrar usuario'}
            </Button>
            <Link className="boton boton--secundario" to={LISTA}>
              Cancelar
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}

export default function AgregarUsuario() {
  return <FormUsuario inicial={{ nombres: '', apellido_p: '', apellido_m: '' }} />;
}

export function EditarUsuario() {
  const id = Number(useParams().pk_usuario);
  const h1 = usePagina('Editar usuario');
  const { data, isLoading, isError, error, refetch } = useMostrarUsuariosQuery();
  const u = data?.find((x) => x.pk_usuario === id);
  if (u) return <FormUsuario key={id} idAdmin={id} inicial={{ nombres: u.nombres, apellido_p: u.apellido_p, apellido_m: u.apellido_m }} />;
  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Editar usuario
      </h1>
      {isLoading ? (
        <Cargando texto="Cargando usuario…" />
      ) : isError ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : (
        <ErrorCarga mensaje="El usuario no existe o fue dado de baja." />
      )}
      <p>
        <Link to={LISTA}>Volver a la lista de usuarios</Link>
      </p>
    </div>
  );
}
