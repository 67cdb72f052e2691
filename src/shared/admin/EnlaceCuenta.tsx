// "Mi cuenta" beside a panel's greeting: the way to the account page (password, second factor for
// staff, open sessions), and "Correo y avisos" (the e-mail and the notices it receives). The bars
// stay as docs/SPEC.md has them plus the notices' bell, so these links live in the panels.
import { Link } from 'react-router-dom';
import { useAppSelector } from '../modelo/hooks';
import { RUTA_MI_CUENTA } from '../modelo/sesion';
import { rutasDeRol } from '../rutas';

export function EnlaceCuenta() {
  const rol = useAppSelector((s) => s.session.rol);
  if (rol === null) return null;
  return (
    <p className="panel__cuenta">
      <Link to={RUTA_MI_CUENTA}>Mi cuenta</Link>:{' '}
      {rol === 'e' ? 'contraseña y sesiones abiertas.' : 'contraseña, verificación en dos pasos y sesiones abiertas.'}{' '}
      <Link to={rutasDeRol[rol].correoAvisos}>Correo y avisos</Link>: su correo electrónico y qué avisos recibe por correo.
    </p>
  );
}
