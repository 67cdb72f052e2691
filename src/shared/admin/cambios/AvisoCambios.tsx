// An editor's word on review (issue 48, item 6): above the form of an item, its author reads that
// their change waits for review (the form shows the published version meanwhile) or the comment it
// was returned with; a reviewer reads that someone's change of this item waits, with the way to it.
import { Link } from 'react-router-dom';
import { rutas } from '@/shared/rutas';
import { fechaHoraZona } from '@/shared/lib/zonaHoraria';
import { MENSAJES_CAMBIOS as M } from '@/shared/api/contrato/cambios';
import type { EntidadRevision } from '@/shared/api/contrato/revisiones';
import { useTraerCambiosPendientesQuery } from './api';
import './cambios.css';

export function AvisoCambios({ entidad, pk }: { entidad: EntidadRevision; pk: number }) {
  // read afresh whenever an editor opens: a change may have been reviewed meanwhile
  const { data } = useTraerCambiosPendientesQuery(undefined, { refetchOnMountOrArgChange: true });
  const delItem = (Array.isArray(data?.cambios) ? data.cambios : []).filter((c) => c.entidad === entidad && c.pkItem === pk);
  const propio = delItem.find((c) => c.propio);
  const ajeno = delItem.find((c) => !c.propio && c.estado === 'pendiente' && c.puedeRevisar);
  if (!propio && !ajeno) return null;
  const ver = (
    <Link to={rutas.admin.cambios.lista} className="aviso-cambio__enlace">
      Ver cambios por revisar
    </Link>
  );
  if (propio?.estado === 'pendiente')
    return (
      <div className="aviso-cambio" role="status">
        <p className="aviso-cambio__titulo">{M.esperaRevision}</p>
        <p>
          Lo envió el {fechaHoraZona(propio.fecha)}. Aquí ve la versión publicada: su cambio se publicará cuando una persona con permiso de publicar
          lo apruebe. {ver}
        </p>
      </div>
    );
  if (propio?.estado === 'devuelto')
    return (
      <div className="aviso-cambio aviso-cambio--devuelto" role="status">
        <p className="aviso-cambio__titulo">{M.devueltoAviso}</p>
        <blockquote className="aviso-cambio__comentario">{propio.comentario}</blockquote>
        <p>{propio.revisor ? `— ${propio.revisor}. ` : ''}Corrija lo que se indica y guarde de nuevo para enviarlo otra vez a revisión.</p>
      </div>
    );
  return (
    <div className="aviso-cambio" role="status">
      <p className="aviso-cambio__titulo">Un cambio de {ajeno!.autor} a este elemento espera su revisión.</p>
      <p>{ver}</p>
    </div>
  );
}
