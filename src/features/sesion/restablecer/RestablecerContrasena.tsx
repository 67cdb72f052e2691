// /restablecer_contrasena?token=…: the page the reset e-mail's link opens. The new password twice;
// the server checks the link (signed, single-use, expiring) and the password's rules, ends every
// session of the account and opens none: the person goes to /login with the confirmation, where a
// staff account is still asked for its second step. What is typed and each message live in the
// store (the formularios slice): a QA export replays the form. The token stays in the address.
import type { ChangeEvent, FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { alertShown } from '@/shared/modelo/ui';
import { errorFuncion } from '@/shared/api/errores';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { useCabeza } from '@/shared/ui/useCabeza';
import { MENSAJES_RESTABLECER as M, RUTA_OLVIDE_CONTRASENA } from '@/shared/api/contrato/restablecer';
import { useRestablecerContrasenaMutation } from '../api';
import '../sesion.css';

/** Its key in the formularios slice. */
export const FORMULARIO_RESTABLECER = 'restablecerContrasena';
const DEL_ENLACE: readonly string[] = [M.enlaceNoValido, M.sinEnlace];

export default function RestablecerContrasena() {
  const h1 = useCabeza('Elegir una contraseña nueva');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [restablecer, { isLoading }] = useRestablecerContrasenaMutation();
  const { valores, errores, escribir, mostrarErrores, vaciar } = useFormularioGuardado(FORMULARIO_RESTABLECER);
  const nueva = valores.nueva ?? '';
  const repetida = valores.repetida ?? '';
  const enlace = token ? errores.enlace : M.sinEnlace;

  /** The two password fields' common props: what is typed and its message, from the store. */
  const contrasena = (campo: 'nueva' | 'repetida') => ({
    name: campo,
    type: 'password',
    autoComplete: 'new-password',
    maxLength: 200,
    value: valores[campo] ?? '',
    error: errores[campo] ?? undefined,
    disabled: isLoading || !token,
    onChange: (e: ChangeEvent<HTMLInputElement>) => escribir(campo, e.target.value),
  });

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const problemas = {
      nueva: nueva ? null : M.contrasenaNueva,
      repetida: nueva && repetida !== nueva ? M.noCoinciden : null,
      enlace: null,
    };
    mostrarErrores(problemas);
    if (problemas.nueva || problemas.repetida) return;
    const r = await restablecer({ token, contrasena_nueva: nueva });
    if ('error' in r) {
      const mensaje = errorFuncion(r.error)?.mensaje ?? 'No se pudo restablecer la contraseña. Inténtelo de nuevo.';
      // the link's refusal above the form; a password the rules refuse under its field
      mostrarErrores(DEL_ENLACE.includes(mensaje) ? { enlace: mensaje } : { nueva: mensaje });
      return;
    }
    vaciar();
    dispatch(alertShown(r.data.mensaje));
    void navigate('/login', { replace: true });
  }

  return (
    <div className="contenedor login">
      <form className="login__tarjeta" onSubmit={enviar} noValidate aria-labelledby="restablecer-titulo">
        <h1 id="restablecer-titulo" ref={h1} tabIndex={-1}>
          Elegir una contraseña nueva
        </h1>
        <p className="login__intro">Al guardarla se cerrarán todas las sesiones abiertas de su cuenta.</p>
        {enlace && (
          <p className="campo__error" role="alert">
            {enlace} <Link to={RUTA_OLVIDE_CONTRASENA}>Pedir un enlace nuevo</Link>
          </p>
        )}
        <Campo etiqueta="Nueva contraseña" ayuda="Al menos 8 caracteres; no use su usuario ni su matrícula." {...contrasena('nueva')} />
        <Campo etiqueta="Repita la nueva contraseña" {...contrasena('repetida')} />
        <Boton type="submit" cargando={isLoading} disabled={!token} className="login__enviar">
          {isLoading ? 'Guardando…' : 'Guardar contraseña'}
        </Boton>
      </form>
    </div>
  );
}
