// /panel_superadmin/bitacora: who did what and when, newest first, filtered by user,
// entity and dates (all in the URL, so a filtered view can be shared or reloaded), 50 per page.
import { useSearchParams } from 'react-router-dom';
import { ENTIDADES_BITACORA, type EntradaBitacora } from '@/shared/api/contrato/bitacora';
import { accionDe, fechaHora } from '@/shared/admin/accion';
import { useTraerBitacoraQuery } from './api';
import { VISTA_SEGURIDAD, useVeSeguridad } from './PestanasBitacora';
import { MarcoBitacora } from './MarcoBitacora';
import EventosSeguridad from './EventosSeguridad';
import { useFiltroEnUrl } from './useFiltroEnUrl';
import { Filtros } from './Filtros';
import { TablaPaginada } from './TablaPaginada';
import './bitacora.css';

const CAMPOS = ['pkUsuario', 'entidad', 'desde', 'hasta'] as const;

/** The trail or, for the super admin, the security events (?vista=seguridad). */
export default function Bitacora() {
  const [params] = useSearchParams();
  const seguridad = useVeSeguridad() && params.get('vista') === VISTA_SEGURIDAD;
  return seguridad ? <EventosSeguridad /> : <Cambios />;
}

function Cambios() {
  const url = useFiltroEnUrl(CAMPOS);
  const consulta = useTraerBitacoraQuery(url.filtro, { refetchOnMountOrArgChange: true });
  return (
    <MarcoBitacora
      titulo="Bitácora"
      seguridad={false}
      intro="Cada cambio del sitio: quién lo hizo, cuándo y qué cambió (nunca contraseñas ni imágenes)."
    >
      <Filtros
        etiqueta="Filtrar la bitácora"
        url={url}
        selects={[
          {
            campo: 'pkUsuario',
            etiqueta: 'Usuario',
            todos: 'Todos',
            opciones: (consulta.data?.usuarios ?? []).map((u) => [u.pk_usuario, u.nombre_usuario] as const),
          },
          { campo: 'entidad', etiqueta: 'Entidad', todos: 'Todas', opciones: Object.entries(ENTIDADES_BITACORA) },
        ]}
      />
      <TablaPaginada
        consulta={consulta}
        cargando="Cargando bitácora…"
        vacio="No hay movimientos con estos filtros."
        unidad={['movimiento', 'movimientos']}
        clase="tabla-admin bitacora"
        titulo="Bitácora"
        etiquetaPaginas="Páginas de la bitácora"
        columnas={['Fecha', 'Usuario', 'Acción', 'Detalle']}
        irA={url.irA}
        fila={(e: EntradaBitacora) => (
          <tr key={e.pk_bitacora}>
            <td>
              <time dateTime={e.fecha}>{fechaHora(e.fecha)}</time>
            </td>
            <th scope="row">{e.nombre_usuario}</th>
            <td>
              {accionDe(e.funcion)}
              <span className="bitacora__entidad">
                {' '}
                · {ENTIDADES_BITACORA[e.entidad as keyof typeof ENTIDADES_BITACORA] ?? e.entidad}
                {e.pk_entidad !== null && ` #${e.pk_entidad}`}
              </span>
            </td>
            <td className="bitacora__resumen">{e.resumen}</td>
          </tr>
        )}
      />
    </MarcoBitacora>
  );
}
