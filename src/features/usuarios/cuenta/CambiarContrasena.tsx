// /cambiar_contrasena: whoever logs in with an initial password (a student's matricula, a new
// admin's random one) chooses a new one here before reaching a panel; the route guard sends them
// here from every protected area. Any logged-in user may also come here on purpose.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { PANEL_DE_ROL, RUTA_MI_CUENTA, passwordChanged } from '@/shared/modelo/sesion';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { mensajeDeError } from '@/shared/api/errores';
import { useCambiarContrasenaMutation, useTraerMiCuentaQuery } from '../cuentaApi';
import { DosPasosCuenta } from './DosPasosCuenta';
import { SesionesAbiertas } from './SesionesAbiertas';
import { LARGO_MINIMO, validarCambio } from '../validacion';
import type { DatosCambio } from '../tipos';
import './cuenta.css';
import { CerrarSesion } from '@/shared/admin/CerrarSesion';

/** The form's three password fields, in order. */
const CAMPOS: readonly { k: 'actual' | 'nueva' | 'repetida'; etiqueta: string; name: string; autoComplete: string; ayuda?: string }[] = [
  { k: 'actual', etiqueta: 'Contraseña actual', name: 'contrasena_actual', autoComplete: 'current-password' },
  {
    k: 'nueva',
    etiqueta: 'Nueva contraseña',
    name: 'contrasena_nueva',
    autoComplete: 'new-password',
    ayuda: `Al menos ${LARGO_MINIMO} caracteres; no puede ser su matrícula ni su usuario.`,
  },
  { k: 'repetida', etiqueta: 'Repita la nueva contraseña', name: 'contrasena_repetida', autoComplete: 'new-password' },
];

export default function CambiarContrasena() {
  // reached by its link "Mi cuenta" the page says so; the forced change after login keeps its own name
  const cuenta = useLocation().pathname === RUTA_MI_CUENTA;
  const h1 = useCabeza(cuenta ? 'Mi cuenta' : 'Cambiar contraseña');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { rol, contrasena_inicial } = useAppSelector((s) => s.session);
  const [cambiar, { isLoading }] = useCambiarContrasenaMutation();
  // an account the university sign-in made has no password its owner knows: none is asked for
  const sinContrasena = useTraerMiCuentaQuery(undefined, { skip: rol === null || contrasena_inicial }).data?.contrasenaLocal === false;
  const [datos, setDatos] = useState<DatosCambio>({ actual: '', nueva: '', repetida: '' });
  const [errores, setErrores] = useState<Partial<DatosCambio>>({});

  if (rol === null) return <Navigate to="/login" replace />;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const encontrados = validarCambio(datos, [], !sinContrasena);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    const r = await cambiar(sinContrasena ? { contrasena_nueva: datos.nueva } : { contrasena_actual: datos.actual, contrasena_nueva: datos.nueva });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error)));
      return;
    }
    dispatch(passwordChanged());
    dispatch(noticeShown(r.data.mensaje));
    void navigate(PANEL_DE_ROL[rol!], { replace: true });
  }

  return (
    <div className="contenedor cuenta">
      {cuenta && (
        <h1 className="cuenta__titulo" ref={h1} tabIndex={-1}>
          Mi cuenta
        </h1>
      )}
      <form className="cuenta__tarjeta" onSubmit={enviar} noValidate aria-labelledby="cuenta-titulo">
        {cuenta ? (
          <h2 id="cuenta-titulo">Cambiar contraseña</h2>
        ) : (
          <h1 id="cuenta-titulo" ref={h1} tabIndex={-1}>
            Cambiar contraseña
          </h1>
        )}
        {contrasena_inicial ? (
          <p className="cuenta__aviso" role="note">
            Está usando su contraseña inicial. Elija una nueva para continuar a su panel.
          </p>
        ) : sinContrasena ? (
          <p className="cuenta__intro">Entra con su cuenta institucional. Si lo desea, cree una contraseña para entrar también con su usuario.</p>
        ) : (
          <p className="cuenta__intro">Elija una contraseña nueva.</p>
        )}
        {CAMPOS.filter((c) => !(sinContrasena && c.k === 'actual')).map(({ k, etiqueta, name, autoComplete, ayuda }) => (
          <Campo
            key={k}
            etiqueta={etiqueta}
            name={name}
            type="password"
            autoComplete={autoComplete}
            value={datos[k]}
            error={errores[k]}
            ayuda={ayuda}
            onChange={(e) => setDatos({ ...datos, [k]: e.target.value })}
          />
        ))}
        <Boton type="submit" cargando={isLoading} className="cuenta__enviar">
          {isLoading ? 'Guardando…' : 'Guardar contraseña'}
        </Boton>
        <p className="cuenta__salir">
          {!contrasena_inicial && (
            <>
              <Link to={PANEL_DE_ROL[rol]}>Volver a su panel</Link>
              {' · '}
            </>
          )}
          <CerrarSesion />
        </p>
      </form>
      <DosPasosCuenta />
      <SesionesAbiertas />
    </div>
  );
}
