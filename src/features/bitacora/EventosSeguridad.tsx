// The bitácora's "Eventos de seguridad" view (?vista=seguridad): logins, failed logins,
// logouts, second-factor events and refused calls, newest first — when, what (the contract's
// Spanish label and the server's detail), who (the account, or the login name that was tried),
// from which address and through which funcion — filtered by kind and dates (all in the URL, like
// the trail), 50 per page.
import { fechaHora } from '@/shared/admin/accion';
import { accionFuncion } from '@/shared/api/contrato/acciones';
import { EVENTOS_SEGURIDAD, type EntradaSeguridad } from '@/shared/api/contrato/bitacora';
import { useTraerSeguridadQuery } from './api';
import { MarcoBitacora } from './MarcoBitacora';
import { useFiltroEnUrl } from './useFiltroEnUrl';
import { Filtros } from './Filtros';
import { TablaPaginada } from './TablaPaginada';
import './bitacora.css';

const CAMPOS = ['evento', 'desde', 'hasta'] as const;

/** The Spanish name of an event kind (an unknown one, from a newer server, as it came). */
export const nombreEvento = (e: string) => EVENTOS_SEGURIDAD[e as keyof typeof EVENTOS_SEGURIDAD] ?? e;

const FALLIDOS = new Set(['inicio_fallido', 'codigo_fallido', 'rechazo']);

function Fila({ e }: { e: EntradaSeguridad }) {
  return (
    <tr>
      <td>
        <span className="tabla-admin__etiqueta" aria-hidden="true">
          Fecha:{' '}
        </span>
        <time dateTime={e.fecha}>{fechaHora(e.fecha)}</time>
      </td>
      <th scope="row">
        <span className={FALLIDOS.has(e.evento) ? 'seguridad__evento seguridad__evento--fallo' : 'seguridad__evento'}>{nombreEvento(e.evento)}</span>
        {e.detalle && <span className="seguridad__detalle">{e.detalle}</span>}
      </th>
      <td>
        <span className="tabla-admin__etiqueta" aria-hidden="true">
          Usuario:{' '}
        </span>
        {e.usuario || '—'}
        {e.pk_usuario === null && e.usuario && e.usuario !== 'Visitante' && <span className="bitacora__entidad"> (usuario escrito)</span>}
      </td>
      <td>
        <span className="tabla-admin__etiqueta" aria-hidden="true">
          Dirección:{' '}
        </span>
        <span className="seguridad__direccion">{e.direccion || '—'}</span>
      </td>
      <td>
        <span className="tabla-admin__etiqueta" aria-hidden="true">
          Acción:{' '}
        </span>
        <span className="seguridad__funcion">{accionFuncion(e.funcion)}</span>
      </td>
    </tr>
  );
}

export default function EventosSeguridad() {
  const url = useFiltroEnUrl(CAMPOS);
  const consulta = useTraerSeguridadQuery(url.filtro, { refetchOnMountOrArgChange: true });
  return (
    <MarcoBitacora
      titulo="Bitácora: eventos de seguridad"
      h1="Bitácora"
      seguridad
      intro="Inicios y cierres de sesión, intentos fallidos, la verificación en dos pasos y las llamadas rechazadas: quién, desde qué dirección y cuándo."
    >
      <Filtros
        etiqueta="Filtrar los eventos de seguridad"
        url={url}
        selects={[{ campo: 'evento', etiqueta: 'Tipo de evento', todos: 'Todos', opciones: Object.entries(EVENTOS_SEGURIDAD) }]}
      />
      <TablaPaginada
        consulta={consulta}
        cargando="Cargando eventos de seguridad…"
        vacio="No hay eventos de seguridad con estos filtros."
        unidad={['evento', 'eventos']}
        clase="tabla-admin bitacora seguridad"
        titulo="Eventos de seguridad"
        etiquetaPaginas="Páginas de los eventos de seguridad"
        columnas={['Fecha', 'Evento', 'Usuario', 'Dirección', 'Acción']}
        irA={url.irA}
        fila={(e) => <Fila key={e.pk_seguridad} e={e} />}
      />
    </MarcoBitacora>
  );
}
