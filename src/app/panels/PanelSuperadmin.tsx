// /panel_superadmin: the super admin's landing page.
import { usePagina } from '../../shared/ui/usePagina';
import { useAppSelector } from '../../shared/model/hooks';
import './panels.css';

export default function PanelSuperadmin() {
  const h1 = usePagina('Panel de super administración');
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Usuarios administradores
      </h1>
      {nombre && <p className="panel__saludo">Hola, {nombre}.</p>}
      <p className="intro">Administra las cuentas de los administradores del sitio.</p>
    </div>
  );
}
