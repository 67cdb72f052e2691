// "Última modificación: <nombre>, <fecha>" on an edit page, from the audit trail.
import type { EntidadBitacora } from '../api/contrato/bitacora';
import type { TipoTag } from '../api/etiquetas';
import { useUltimaModificacionQuery } from './api';
import { fechaHora } from './accion';

export function UltimaModificacion({ entidad, pk, tipo }: { entidad: EntidadBitacora; pk: number; tipo: TipoTag }) {
  const { data } = useUltimaModificacionQuery({ entidad, pk, tipo }, { refetchOnMountOrArgChange: true });
  if (!data?.ultima) return null;
  return (
    <p className="formulario__ultima">
      Última modificación: {data.ultima.nombre_usuario}, <time dateTime={data.ultima.fecha}>{fechaHora(data.ultima.fecha)}</time>
    </p>
  );
}
