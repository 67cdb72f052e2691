// …/correo_y_avisos (admin, student, super admin): the account's e-mail for notices (saving sends a
// confirmation link; confirmed and waiting states; remove) and how often each kind of notice the
// role receives is e-mailed, each choice saved as it changes. The e-mail is the kit's form (its
// draft in the store); the choices are the api cache's answer and each mutation's state.
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { useAppSelector } from '@/shared/modelo/hooks';
import { rutasDeRol } from '@/shared/rutas';
import { RUTA_MI_CUENTA } from '@/shared/modelo/sesion';
import { Link } from 'react-router-dom';
import { useTraerMiCorreoQuery } from '../api';
import { FormCorreo } from './FormCorreo';
import { Preferencias } from './Preferencias';
import '../avisos.css';

export default function MiCuenta() {
  const rol = useAppSelector((s) => s.session.rol) ?? 'e';
  const consulta = useTraerMiCorreoQuery(undefined, { refetchOnMountOrArgChange: true });
  const R = rutasDeRol[rol];
  const d = consulta.data;
  return (
    <PaginaAdmin titulo="Correo y avisos" volver={{ a: R.panel, texto: 'Volver al panel' }} angosta>
      <p className="intro">
        Los avisos siempre aparecen en la campana de su barra (<Link to={R.avisos}>ver sus avisos</Link>). Con un correo confirmado también le llegan
        por correo electrónico. Su contraseña y sus sesiones están en <Link to={RUTA_MI_CUENTA}>Mi cuenta</Link>.
      </p>
      {estadoConsulta(consulta, 'Cargando su cuenta…') ??
        (d && (
          <>
            <FormCorreo key={`${d.correo ?? ''}|${d.pendiente ?? ''}|${d.confirmado}`} d={d} volver={R.panel} />
            <Preferencias rol={rol} preferencias={d.preferencias} />
          </>
        ))}
    </PaginaAdmin>
  );
}
