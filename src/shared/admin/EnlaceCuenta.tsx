// "Mi cuenta" beside a panel's greeting: the way to the account page (password, second factor for
// staff, open sessions). The bars stay as SPEC.md has them (the super admin's has only "Cerrar
// sesión"), so the link lives in the panels.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../modelo/hooks';
import { RUTA_CAMBIAR_CONTRASENA } from '../modelo/sesion';

export function EnlaceCuenta() {
  const rol = useAppSelector((s) => s.session.rol);
  if (rol === null) return null;
  return (
    <p className="panel__cuenta">
      <Link to={RUTA_CAMBIAR_CONTRASENA}>Mi cuenta</Link>:{' '}
      {rol === 'e' ? 'contraseña y sesiones abiertas.' : 'contraseña, verificación en dos pasos y sesiones abiertas.'}
    </p>
  );
}
