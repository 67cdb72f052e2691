// /olvide_contrasena ("¿Olvidó su contraseña?", linked under the login form): the login name or the
// e-mail, and the server's one answer whatever the account (no enumeration). What is typed, its
// message and the answer live in the store (the formularios slice), so a QA export replays it.
// Without JavaScript the form posts to the same path (server/http/restablecer.ts).
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { alertShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { useCabeza } from '@/shared/ui/useCabeza';
import { MENSAJES_RESTABLECER as M, RUTA_OLVIDE_CONTRASENA } from '@/shared/api/contrato/restablecer';
import { usePedirRestablecimientoMutation } from '../api';
import '../sesion.css';

/** Its key in the formularios slice. */
export const FORMULARIO_OLVIDE = 'olvideContrasena';

export default function OlvideContrasena() {
  const h1 = useCabeza('¿Olvidó su contraseña?', 'Reciba por correo un enlace para elegir una contraseña nueva.');
  const dispatch = useAppDispatch();
  const [pedir, { isLoading }] = usePedirRestablecimientoMutation();
  const { valores, errores, escribir, mostrarErrores, vaciar } = useFormularioGuardado(FORMULARIO_OLVIDE);
  const cuenta = valores.cuenta ?? '';
  const resultado = valores.resultado;

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problema = cuenta.trim() ? null : M.cuenta;
    mostrarErrores({ cuenta: problema });
    if (problema) return;
    const r = await pedir({ cuenta: cuenta.trim() });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error, 'No se pudo enviar el enlace. Inténtelo de nuevo.')));
      return;
    }
    vaciar();
    escribir('resultado', r.data.mensaje);
  }

  return (
    <div className="contenedor login">
      <form className="login__tarjeta" method="post" action={RUTA_OLVIDE_CONTRASENA} onSubmit={enviar} noValidate aria-labelledby="olvide-titulo">
        <h1 id="olvide-titulo" ref={h1} tabIndex={-1}>
          ¿Olvidó su contraseña?
        </h1>
        <p className="login__intro">
          Escriba su usuario o el correo confirmado en su cuenta. Le enviaremos un enlace para elegir una contraseña nueva.
        </p>
        {/* always there, so the answer is announced when it arrives */}
        <p className={resultado ? 'login__resultado' : 'visualmente-oculto'} role="status">
          {resultado}
        </p>
        <Campo
          etiqueta="Usuario o correo electrónico"
          name="cuenta"
          autoComplete="username"
          maxLength={200}
          value={cuenta}
          error={errores.cuenta ?? undefined}
          disabled={isLoading}
          onChange={(e) => {
            escribir('cuenta', e.target.value);
            if (resultado) escribir('resultado', '');
          }}
        />
        <Boton type="submit" cargando={isLoading} className="login__enviar">
          {isLoading ? 'Enviando…' : 'Enviar enlace'}
        </Boton>
        <p className="login__pie">
          <Link to="/login">Volver a iniciar sesión</Link>
        </p>
      </form>
    </div>
  );
}
