// Ours: the login's second step, drawn from the dosPasos slice. "Verificación en dos
// pasos": the app's 6-digit code, or a recovery code; or, for an account that must enrol, the QR
// code and its secret as text, the first code, then the recovery codes shown once.
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { alertShown } from '@/shared/modelo/ui';
import { codigosRecibidos, inscripcionRecibida, recuperacionAlternada, segundoPasoTerminado } from '@/shared/modelo/dosPasos';
import type { RespuestaLogin } from '@/shared/api/contrato/sesion';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { useConfirmarDosPasosMutation, useInscribirDosPasosMutation, usePosponerDosPasosMutation, useVerificarDosPasosMutation } from './api';

export function SegundoPaso({ alEntrar }: { alEntrar: (r: RespuestaLogin) => void }) {
  const dispatch = useAppDispatch();
  const paso = useAppSelector((s) => s.dosPasos.paso)!;
  const [verificar, v] = useVerificarDosPasosMutation();
  const [posponer, p] = usePosponerDosPasosMutation();
  const [inscribir, ins] = useInscribirDosPasosMutation();
  const [confirmar, c] = useConfirmarDosPasosMutation();
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sesion, setSesion] = useState<RespuestaLogin | null>(null);
  const cargando = v.isLoading || p.isLoading || ins.isLoading || c.isLoading;

  // enrolling: ask for the QR code once
  const { tipo, token, inscripcion } = paso;
  useEffect(() => {
    if (tipo !== 'inscribir' || inscripcion) return;
    void inscribir({ token }).then((r) => {
      if ('data' in r && r.data) dispatch(inscripcionRecibida({ qr: r.data.qr, secreto: r.data.secreto }));
      else dispatch(alertShown((r.error as { mensaje?: string }).mensaje ?? M.vencido));
    });
  }, [tipo, token, inscripcion, inscribir, dispatch]);

  const fallo = (r: { error?: unknown }) => {
    const m = (r.error as { mensaje?: string } | undefined)?.mensaje ?? 'No se pudo verificar.';
    dispatch(alertShown(m));
  };

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const limpio = codigo.replace(/\s+/g, '');
    if (!limpio) return setError(paso.conRecuperacion ? M.recuperacion : M.codigo);
    if (!paso.conRecuperacion && !/^\d{6}$/.test(limpio)) return setError(M.codigoFormato);
    setError(undefined);
    if (paso.tipo === 'inscribir') {
      const r = await confirmar({ token: paso.token, codigo: limpio });
      if (!('data' in r) || !r.data) return fallo(r);
      setCodigo('');
      setSesion(r.data.sesion ?? null);
      dispatch(codigosRecibidos(r.data.codigos_recuperacion));
      return;
    }
    const r = await verificar(paso.conRecuperacion ? { token: paso.token, recuperacion: limpio } : { token: paso.token, codigo: limpio });
    if (!('data' in r) || !r.data) return fallo(r);
    alEntrar(r.data);
  }

  async function pospone() {
    const r = await posponer({ token: paso.token });
    if (!('data' in r) || !r.data) return fallo(r);
    alEntrar(r.data);
  }

  if (paso.codigos) {
    return (
      <section className="login__tarjeta" aria-labelledby="dos-pasos-titulo">
        <h1 id="dos-pasos-titulo" tabIndex={-1}>
          Códigos de recuperación
        </h1>
        <p className="login__intro">
          La verificación en dos pasos quedó activa. Guarde estos códigos en un lugar seguro: cada uno sirve una sola vez si pierde su teléfono, y no
          se volverán a mostrar.
        </p>
        <ul className="dos-pasos__codigos" aria-label="Códigos de recuperación">
          {paso.codigos.map((k) => (
            <li key={k}>
              <code>{k}</code>
            </li>
          ))}
        </ul>
        <Boton
          className="login__enviar"
          onClick={() => {
            if (sesion) alEntrar(sesion);
            else dispatch(segundoPasoTerminado());
          }}
        >
          Ya los guardé, continuar
        </Boton>
      </section>
    );
  }

  const inscribiendo = paso.tipo === 'inscribir';
  return (
    <form className="login__tarjeta" onSubmit={enviar} noValidate aria-labelledby="dos-pasos-titulo">
      <h1 id="dos-pasos-titulo" tabIndex={-1}>
        Verificación en dos pasos
      </h1>
      <p className="login__intro">{paso.mensaje}</p>
      {inscribiendo && (
        <div className="dos-pasos__inscripcion">
          <p>1. Escanee este código con su aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP…).</p>
          {paso.inscripcion ? (
            <>
              <img className="dos-pasos__qr" src={paso.inscripcion.qr} width={200} height={200} alt="Código QR para su aplicación de autenticación" />
              <p>
                ¿No puede escanearlo? Escriba esta clave en la aplicación:{' '}
                <code className="dos-pasos__secreto" data-prueba="secreto">
                  {paso.inscripcion.secreto}
                </code>
              </p>
            </>
          ) : (
            <p role="status">Preparando el código QR…</p>
          )}
          <p>2. Escriba el código que le muestra la aplicación.</p>
        </div>
      )}
      <Campo
        etiqueta={paso.conRecuperacion ? 'Código de recuperación' : 'Código de 6 dígitos de su aplicación de autenticación'}
        name="codigo"
        autoComplete="one-time-code"
        inputMode={paso.conRecuperacion ? 'text' : 'numeric'}
        value={codigo}
        error={error}
        onChange={(e) => setCodigo(e.target.value)}
      />
      <Boton type="submit" cargando={cargando} className="login__enviar">
        {cargando ? 'Verificando…' : inscribiendo ? 'Activar y entrar' : 'Verificar'}
      </Boton>
      {!inscribiendo && (
        <button type="button" className="dos-pasos__alterna" onClick={() => dispatch(recuperacionAlternada())}>
          {paso.conRecuperacion ? 'Usar el código de la aplicación' : 'Usar un código de recuperación'}
        </button>
      )}
      {inscribiendo && paso.posponible && (
        <button type="button" className="dos-pasos__alterna" onClick={() => void pospone()}>
          Activar más tarde
        </button>
      )}
      <button type="button" className="dos-pasos__alterna" onClick={() => dispatch(segundoPasoTerminado())}>
        Volver a iniciar sesión
      </button>
    </form>
  );
}
