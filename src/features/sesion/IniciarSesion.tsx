// /login: clears the session (and its cookies) first, validates, logs in, redirects by role.
// A failure shows the server's mensaje in an alert dialog and keeps what was typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { loginSucceeded, sessionCleared, PANEL_DE_ROL, RUTA_CAMBIAR_CONTRASENA } from '@/shared/modelo/sesion';
import { alertShown } from '@/shared/modelo/ui';
import { baseApi } from '@/shared/api/baseApi';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { useCabeza } from '@/shared/ui/useCabeza';
import { useCerrarSesionMutation, useIniciarSesionMutation } from './api';
import { validarLogin, type ErroresLogin } from './validacion';
import { SegundoPaso } from './SegundoPaso';
import { segundoPasoPedido, segundoPasoTerminado } from '@/shared/modelo/dosPasos';
import type { RespuestaLogin } from '@/shared/api/contrato/sesion';
import { CuentaInstitucional, datosOidc } from './CuentaInstitucional';
import './sesion.css';

export const datos = datosOidc;

export default function LoginPage() {
  const h1 = useCabeza('Iniciar sesión', 'Acceso para alumnos y administradores del programa.');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rolPrevio = useAppSelector((s) => s.session.rol);
  const [iniciar, { isLoading }] = useIniciarSesionMutation();
  const [cerrar] = useCerrarSesionMutation();
  const [datos, setDatos] = useState({ usuario: '', contrasena: '' });
  const [errores, setErrores] = useState<ErroresLogin>({});
  const segundoPaso = useAppSelector((s) => s.dosPasos.paso);
  // the university sign-in's return opened this session (CuentaInstitucional enters it)
  // (or left its second step to answer: `paso`)
  const oidc = useSearchParams()[0].get('oidc');
  const entrandoOidc = oidc === 'entrar' && rolPrevio !== null;
  const habiaSesion = useRef(rolPrevio !== null && !entrandoOidc).current;

  // Opening /login ends any session: here, in its cookies, and on the server. Once per visit of
  // the page: clearing the session changes rolPrevio, which must not end anything again.
  const sesionCerrada = useRef(false);
  useEffect(() => {
    if (sesionCerrada.current) return;
    sesionCerrada.current = true;
    if (entrandoOidc) return;
    dispatch(sessionCleared());
    if (oidc !== 'paso') dispatch(segundoPasoTerminado());
    // forget cached data of the previous user once the server session is closed
    const olvidar = () => dispatch(baseApi.util.resetApiState());
    if (rolPrevio !== null) void cerrar().finally(olvidar);
    else olvidar();
  }, [dispatch, cerrar, rolPrevio, entrandoOidc, oidc]);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarLogin(datos);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    const r = await iniciar({ usuario: datos.usuario.trim(), contrasena: datos.contrasena });
    if ('error' in r) {
      const err = r.error as { mensaje?: string };
      dispatch(alertShown(err.mensaje ?? 'No se pudo iniciar sesión.'));
      return;
    }
    if (r.data.codigo === 2) {
      // The password was right; the second factor (or its enrolment) comes next
      const { segundo_paso, token, posponible, nombre_persona, mensaje } = r.data;
      dispatch(segundoPasoPedido({ tipo: segundo_paso, token, posponible, nombre: nombre_persona, mensaje }));
      return;
    }
    entrar(r.data);
  }

  function entrar({ rol, pk_usuario, nombre_persona, contrasena_inicial, secciones }: RespuestaLogin) {
    dispatch(segundoPasoTerminado());
    dispatch(
      loginSucceeded({
        rol,
        pk_usuario,
        nombre_persona,
        contrasena_inicial: Boolean(contrasena_inicial),
        ...(secciones?.length ? { secciones } : {}),
      }),
    );
    // an initial password must be changed before the panel (the guards enforce it too)
    void navigate(contrasena_inicial ? RUTA_CAMBIAR_CONTRASENA : PANEL_DE_ROL[rol], { replace: true });
  }

  if (segundoPaso) {
    return (
      <div className="contenedor login">
        <SegundoPaso alEntrar={entrar} />
      </div>
    );
  }

  return (
    <div className="contenedor login">
      {/* method="post": Enter pressed before hydration posts to the server (POST /login), never a GET with the fields in the URL */}
      <form className="login__tarjeta" method="post" action="/login" onSubmit={enviar} noValidate aria-labelledby="login-titulo">
        <h1 id="login-titulo" ref={h1} tabIndex={-1}>
          Iniciar sesión
        </h1>
        <p className="login__intro">Alumnos y administradores del programa.</p>
        <CuentaInstitucional habiaSesion={habiaSesion} alEntrar={entrar} />
        <Campo
          etiqueta="Usuario"
          name="usuario"
          autoComplete="username"
          value={datos.usuario}
          error={errores.usuario}
          onChange={(e) => setDatos({ ...datos, usuario: e.target.value })}
        />
        <Campo
          etiqueta="Contraseña"
          name="contrasena"
          type="password"
          autoComplete="current-password"
          value={datos.contrasena}
          error={errores.contrasena}
          onChange={(e) => setDatos({ ...datos, contrasena: e.target.value })}
        />
        <Boton type="submit" cargando={isLoading} className="login__enviar">
          {isLoading ? 'Entrando…' : 'Entrar'}
        </Boton>
        <p className="login__pie">
          <Link to="/olvide_contrasena">¿Olvidó su contraseña?</Link>
        </p>
      </form>
    </div>
  );
}
