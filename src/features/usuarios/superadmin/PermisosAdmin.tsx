// Issue 48: an admin's sections (checkboxes; none ticked = every section, as before) and whether
// they publish without review. Part of the super admin's form (FormUsuario.tsx), in its store draft.
import { NOMBRE_SECCION, SECCIONES, type Seccion } from '@/shared/api/contrato/secciones';

export interface Permisos {
  secciones: Seccion[];
  puedePublicar: boolean;
}

interface Props extends Permisos {
  disabled: boolean;
  alCambiarSecciones: (s: Seccion[]) => void;
  alCambiarPublicar: (v: boolean) => void;
}

export function PermisosAdmin({ secciones, puedePublicar, disabled, alCambiarSecciones, alCambiarPublicar }: Props) {
  const marcar = (s: Seccion, v: boolean) => alCambiarSecciones(SECCIONES.filter((x) => (x === s ? v : secciones.includes(x))));
  return (
    <>
      <fieldset className="campo permisos-admin">
        <legend>Secciones que edita</legend>
        <p className="campo__ayuda" id="secciones-ayuda">
          Sin ninguna marcada, edita todas las secciones.
        </p>
        <div className="permisos-admin__opciones">
          {SECCIONES.map((s) => (
            <label key={s} className="permisos-admin__opcion">
              <input type="checkbox" checked={secciones.includes(s)} disabled={disabled} onChange={(e) => marcar(s, e.target.checked)} />{' '}
              {NOMBRE_SECCION[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="campo permisos-admin__opcion">
        <input type="checkbox" checked={puedePublicar} disabled={disabled} onChange={(e) => alCambiarPublicar(e.target.checked)} /> Puede publicar sin
        revisión
      </label>
      {!puedePublicar && (
        <p className="campo__ayuda">Sus cambios a contenido ya publicado esperarán la aprobación de quien pueda publicar esa sección.</p>
      )}
    </>
  );
}
