// Ours (issue 35, docs/oidc.md): the university sign-in on /login, above the form when the server
// has OIDC_ISSUER. The button is a plain link to /auth/oidc (the browser goes to the provider; it
// works before hydration). The provider's return comes back here as ?oidc=…: `entrar` (the server
// opened the session and rendered this page with it: enter the panel), `paso` (staff still owe our
// second factor: its short-lived token in the #fragment, never sent to a server), or a refusal's
// code, shown in the in-app dialog. After "Cerrar sesión" it offers the provider's logout too.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { alertShown } from '@/shared/modelo/ui';
import { segundoPasoPedido } from '@/shared/modelo/dosPasos';
import { MENSAJES_DOS_PASOS } from '@/shared/api/contrato/dosPasos';
import { etiquetaOidc, mensajeOidc } from '@/shared/api/contrato/oidc';
import type { RespuestaLogin } from '@/shared/api/contrato/sesion';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { sesionApi, useTraerOpcionesOidcQuery } from './api';

export const datosOidc: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, sesionApi.endpoints.traerOpcionesOidc, undefined);
};

interface Props {
  /** A session was open when /login was opened (it has just been closed). */
  habiaSesion: boolean;
  alEntrar: (r: RespuestaLogin) => void;
}

/** The second step the return left in the #fragment, or null. */
function pasoDelFragmento(hash: string) {
  const f = new URLSearchParams(hash.replace(/^#/, ''));
  const token = f.get('token');
  const tipo = f.get('paso');
  if (!token || (tipo !== 'codigo' && tipo !== 'inscribir')) return null;
  const mensaje = tipo === 'codigo' ? MENSAJES_DOS_PASOS.necesario : MENSAJES_DOS_PASOS.inscribir;
  return { tipo, token, posponible: f.get('posponible') === '1', nombre: f.get('nombre') ?? '', mensaje } as const;
}

export function CuentaInstitucional({ habiaSesion, alEntrar }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const sesion = useAppSelector((s) => s.session);
  const { data } = useTraerOpcionesOidcQuery();
  const oidc = params.get('oidc');

  // the provider's return, once per visit of the page
  const atendido = useRef(false);
  useEffect(() => {
    if (atendido.current || !oidc || oidc === 'salida') return;
    atendido.current = true;
    if (oidc === 'entrar' && sesion.rol !== null && sesion.pk_usuario !== null) {
      const { rol, pk_usuario, nombre_persona, contrasena_inicial } = sesion;
      alEntrar({ codigo: 1, mensaje: '', rol, pk_usuario, nombre_persona: nombre_persona ?? '', contrasena_inicial });
      return;
    }
    const paso = oidc === 'paso' ? pasoDelFragmento(hash) : null;
    if (paso) dispatch(segundoPasoPedido(paso));
    const mensaje = mensajeOidc(oidc);
    if (mensaje) dispatch(alertShown(mensaje));
    void navigate('/login', { replace: true });
  }, [oidc, hash, sesion, alEntrar, dispatch, navigate]);

  // after "Cerrar sesión": the provider's own session may still be open on this computer
  useEffect(() => {
    if (habiaSesion && data?.activo && oidc === null) void navigate('/login?oidc=salida', { replace: true });
  }, [habiaSesion, data?.activo, oidc, navigate]);

  if (!data?.activo) return null;
  return (
    <div className="login__institucional">
      <a className="boton boton--primario login__enviar" href="/auth/oidc">
        {etiquetaOidc(data.nombre)}
      </a>
      {oidc === 'salida' && (
        <p>
          <a href="/auth/oidc/salir">Cerrar también la sesión de la {data.nombre}</a>
        </p>
      )}
      <p className="login__separador">
        {data.solo ? 'Solo el super administrador entra con usuario y contraseña:' : 'O con su usuario y contraseña:'}
      </p>
    </div>
  );
}
