// The account page's "Verificación en dos pasos" section, for admins and the super admin.
// The status (active since…, recovery codes left), enrolment (the password first, as the server
// asks: a session alone may not bind a phone; then QR and the secret as text, then the first
// code, then the recovery codes shown once until "Ya los guardé") and turning it off (the
// password and a current code, as the server asks; refused when it is required for the account).
// What is shown lives in the dosPasos slice (`cuenta`) and the api cache; only what is being typed
// (a password among it) stays in the component.
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import {
  cuentaActivarAbierto,
  cuentaCodigosRecibidos,
  cuentaDesactivarAbierto,
  cuentaInscripcionRecibida,
  cuentaTerminada,
} from '@/shared/modelo/dosPasos';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { mensajeDeError } from '@/shared/api/errores';
import { Boton } from '@/shared/ui/Boton';
import {
  useConfirmarDosPasosCuentaMutation,
  useDesactivarDosPasosMutation,
  useEstadoDosPasosQuery,
  useInscribirDosPasosCuentaMutation,
} from '../cuentaApi';
import { Acciones, CampoCodigo, CampoContrasena, revisarCodigo } from './camposDosPasos';
import './dosPasosCuenta.css';

export function fechaDesde(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function DosPasosCuenta() {
  const rol = useAppSelector((s) => s.session.rol);
  if (rol !== 'a' && rol !== 's') return null;
  return <Seccion />;
}

function Seccion() {
  const dispatch = useAppDispatch();
  const cuenta = useAppSelector((s) => s.dosPasos.cuenta);
  const estado = useEstadoDosPasosQuery();
  const [inscribir, ins] = useInscribirDosPasosCuentaMutation();
  const [confirmar, conf] = useConfirmarDosPasosCuentaMutation();
  const [desactivar, des] = useDesactivarDosPasosMutation();
  const [codigo, setCodigo] = useState('');
  const [contrasena, setContrasena] = useState('');
  const [errores, setErrores] = useState<{ codigo?: string; contrasena?: string }>({});

  async function empezar(e: FormEvent) {
    e.preventDefault();
    const error = contrasena ? undefined : M.contrasena;
    setErrores({ contrasena: error });
    if (error) return;
    const r = await inscribir({ contrasena });
    if ('error' in r) return dispatch(alertShown(mensajeDeError(r.error)));
    setCodigo('');
    setContrasena('');
    setErrores({});
    dispatch(cuentaInscripcionRecibida({ qr: r.data.qr, secreto: r.data.secreto }));
  }

  async function activar(e: FormEvent) {
    e.preventDefault();
    const { limpio, error } = revisarCodigo(codigo);
    setErrores({ codigo: error });
    if (error) return;
    const r = await confirmar({ codigo: limpio });
    if ('error' in r) return dispatch(alertShown(mensajeDeError(r.error)));
    setCodigo('');
    dispatch(cuentaCodigosRecibidos(r.data.codigos_recuperacion));
  }

  async function apagar(e: FormEvent) {
    e.preventDefault();
    const { limpio, error } = revisarCodigo(codigo);
    const encontrados = { contrasena: contrasena ? undefined : M.contrasena, codigo: error };
    setErrores(encontrados);
    if (encontrados.contrasena || encontrados.codigo) return;
    const r = await desactivar({ contrasena, codigo: limpio });
    if ('error' in r) return dispatch(alertShown(mensajeDeError(r.error)));
    setCodigo('');
    setContrasena('');
    dispatch(cuentaTerminada());
    dispatch(noticeShown(r.data.mensaje));
  }

  function cancelar() {
    setCodigo('');
    setContrasena('');
    setErrores({});
    dispatch(cuentaTerminada());
  }

  let contenido;
  if (cuenta.codigos) {
    contenido = (
      <>
        <p className="dos-pasos-cuenta__estado dos-pasos-cuenta__estado--activa">La verificación en dos pasos quedó activa.</p>
        <p>
          Guarde estos códigos de recuperación en un lugar seguro: cada uno abre su cuenta una sola vez si pierde su teléfono, y no se volverán a
          mostrar.
        </p>
        <ul className="dos-pasos-cuenta__codigos" aria-label="Códigos de recuperación">
          {cuenta.codigos.map((k) => (
            <li key={k}>
              <code>{k}</code>
            </li>
          ))}
        </ul>
        <Boton onClick={() => dispatch(cuentaTerminada())}>Ya los guardé</Boton>
      </>
    );
  } else if (cuenta.inscripcion) {
    contenido = (
      <form onSubmit={activar} noValidate aria-label="Activar la verificación en dos pasos">
        <ol className="dos-pasos-cuenta__pasos">
          <li>Escanee este código con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP…).</li>
        </ol>
        <img
          className="dos-pasos-cuenta__qr"
          src={cuenta.inscripcion.qr}
          width={200}
          height={200}
          alt="Código QR para su aplicación de autenticación"
        />
        <p>
          ¿No puede escanearlo? Escriba esta clave en la aplicación:{' '}
          <code className="dos-pasos-cuenta__secreto" data-prueba="secreto">
            {cuenta.inscripcion.secreto}
          </code>
        </p>
        <ol className="dos-pasos-cuenta__pasos" start={2}>
          <li>Escriba el código que le muestra la aplicación.</li>
        </ol>
        <CampoCodigo valor={codigo} error={errores.codigo} cambiar={setCodigo} />
        <Acciones cargando={conf.isLoading} texto={['Activar', 'Activando…']} cancelar={cancelar} />
      </form>
    );
  } else if (estado.isLoading) {
    contenido = <p role="status">Cargando el estado de la verificación en dos pasos…</p>;
  } else if (estado.isError || !estado.data) {
    contenido = (
      <>
        <p role="alert">{mensajeDeError(estado.error, 'No se pudo cargar el estado de la verificación en dos pasos.')}</p>
        <Boton type="button" variante="secundario" onClick={() => void estado.refetch()}>
          Reintentar
        </Boton>
      </>
    );
  } else if (!estado.data.activo) {
    contenido = (
      <>
        <p className="dos-pasos-cuenta__estado">No está activa.</p>
        <p>Al activarla, además de su contraseña se le pedirá un código de 6 dígitos de una aplicación de autenticación de su teléfono.</p>
        {cuenta.activando ? (
          <form onSubmit={empezar} noValidate aria-label="Empezar a activar la verificación en dos pasos">
            <p>Para activarla escriba su contraseña.</p>
            <CampoContrasena valor={contrasena} error={errores.contrasena} cambiar={setContrasena} />
            <Acciones cargando={ins.isLoading} texto={['Continuar', 'Preparando…']} cancelar={cancelar} />
          </form>
        ) : (
          <Boton type="button" onClick={() => dispatch(cuentaActivarAbierto(true))}>
            Activar verificación en dos pasos
          </Boton>
        )}
      </>
    );
  } else {
    const { desde, requerida, codigos_restantes } = estado.data;
    contenido = (
      <>
        <p className="dos-pasos-cuenta__estado dos-pasos-cuenta__estado--activa">{desde ? `Activa desde el ${fechaDesde(desde)}.` : 'Activa.'}</p>
        <p>
          Códigos de recuperación restantes: <strong>{codigos_restantes}</strong> de 10.
        </p>
        {requerida ? (
          <p className="dos-pasos-cuenta__nota">{M.obligatoria}</p>
        ) : cuenta.desactivando ? (
          <form onSubmit={apagar} noValidate aria-label="Desactivar la verificación en dos pasos">
            <p>Para desactivarla escriba su contraseña y un código actual de su aplicación.</p>
            <CampoContrasena valor={contrasena} error={errores.contrasena} cambiar={setContrasena} />
            <CampoCodigo valor={codigo} error={errores.codigo} cambiar={setCodigo} />
            <Acciones variante="peligro" cargando={des.isLoading} texto={['Desactivar', 'Desactivando…']} cancelar={cancelar} />
          </form>
        ) : (
          <Boton type="button" variante="secundario" onClick={() => dispatch(cuentaDesactivarAbierto(true))}>
            Desactivar verificación en dos pasos
          </Boton>
        )}
      </>
    );
  }

  return (
    <section className="cuenta__tarjeta dos-pasos-cuenta" aria-labelledby="dos-pasos-cuenta-titulo">
      <h2 id="dos-pasos-cuenta-titulo">Verificación en dos pasos</h2>
      {contenido}
    </section>
  );
}
