// /panel_admin/solicitudes_informacion: the enquiries of /admisiones' "Solicita información" form,
// pending first then newest (the server's order), as the kit's table: date, name, e-mail (mailto),
// phone (tel), message and status; searched by name or e-mail (?q=), "Solo pendientes" as a filter.
// Issue 43: "Responder" (a mailto: with the subject and greeting filled) and the staff's internal note.
// "Marcar como atendida" (pending rows only) is a confirmed intent: overlay, the server's mensaje,
// the list refreshed.
import { ListaAdmin, filtroPorValor, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmRequested } from '@/shared/modelo/ui';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import { rutas } from '@/shared/rutas';
import { ASUNTO_RESPUESTA, digitosTelefono, type SolicitudInformes } from '@/shared/api/contrato/solicitudes';
import { SITIO } from '@/shared/config';
import { NotaInterna } from './NotaInterna';
import { useTraerSolicitudesInformesQuery } from '../api';
import './solicitudes.css';
import { rutaExportacion } from '@/shared/api/contrato/importaciones';

export const POR_PAGINA = 25;
const solicitudes = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'solicitud' : 'solicitudes'}`;
const pendiente = (s: SolicitudInformes) => s.estado === 'pendiente';

/** A mailto: address whose text cannot add headers (?cc=…) to the message. */
export const mailto = (correo: string) => `mailto:${correo.replace(/[?&#%]/g, encodeURIComponent)}`;

/** "Responder": a mailto: with the subject and the greeting filled (RFC 6068: %20 spaces, CRLF line breaks). */
export const respuesta = (s: Pick<SolicitudInformes, 'correo' | 'nombre'>) =>
  `${mailto(s.correo)}?subject=${encodeURIComponent(ASUNTO_RESPUESTA(SITIO.nombre))}&body=${encodeURIComponent(`Hola, ${s.nombre}:\r\n\r\n`)}`;

const Fecha = ({ fecha }: { fecha: string }) => <time dateTime={isoUtc(fecha)}>{fechaHoraUtc(fecha)}</time>;

function Estado({ s }: { s: SolicitudInformes }) {
  if (pendiente(s)) return <span className="solicitudes__pendiente">Pendiente</span>;
  return (
    <span className="solicitudes__atendida">
      Atendida{s.atendida_por ? ` por ${s.atendida_por}` : ''}
      {s.atendida_en && (
        <>
          , <Fecha fecha={s.atendida_en} />
        </>
      )}
    </span>
  );
}

function Telefono({ telefono }: { telefono: string }) {
  const digitos = telefono ? digitosTelefono(telefono) : null;
  if (!digitos) return <span aria-label="Sin teléfono">—</span>;
  return <a href={`tel:${digitos}`}>{telefono}</a>;
}

export const LISTA_SOLICITUDES: DescripcionLista<SolicitudInformes> = {
  titulo: 'Solicitudes de información',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  enlaces: [{ a: rutaExportacion('solicitudes'), texto: 'Exportar CSV', descarga: true }],
  nombreLista: 'Solicitudes de información',
  id: 'solicitudes-tabla',
  clave: (s) => s.pk_solicitud,
  nombre: (s) => s.nombre,
  busqueda: { etiqueta: 'Buscar solicitud por nombre o correo', placeholder: 'Buscar por nombre o correo…', texto: (s) => `${s.nombre} ${s.correo}` },
  cargando: 'Cargando solicitudes…',
  vacia: 'Aún no hay solicitudes de información.',
  ninguno: 'Ninguna solicitud encontrada.',
  filtros: [{ etiqueta: 'Solo pendientes', cumple: pendiente }],
  columnas: [
    { titulo: 'Fecha', clase: 'solicitudes__fecha', celda: (s) => <Fecha fecha={s.fecha} /> },
    {
      titulo: 'Correo',
      celda: (s) => (
        <>
          <a href={mailto(s.correo)}>{s.correo}</a>
          <br />
          <a href={respuesta(s)} className="solicitudes__responder" aria-label={`Responder a ${s.nombre} por correo`}>
            Responder
          </a>
        </>
      ),
    },
    { titulo: 'Teléfono', clase: 'solicitudes__telefono', celda: (s) => <Telefono telefono={s.telefono} /> },
    { titulo: 'Mensaje', clase: 'solicitudes__mensaje', celda: (s) => s.mensaje },
    { titulo: 'Estado', celda: (s) => <Estado s={s} /> },
    { titulo: 'Nota interna', clase: 'solicitudes__notas', celda: (s) => <NotaInterna s={s} /> },
  ],
  porPagina: POR_PAGINA,
  contar: solicitudes,
  // issue 43: marked attended together, exported; filtered by year
  entidadLote: 'solicitudes',
  tipoLote: 'Solicitud',
  campos: [filtroPorValor('anio', 'Año', (s) => s.fecha.slice(0, 4))],
  acciones: [
    {
      texto: 'Marcar como atendida',
      etiqueta: (s) => `Marcar como atendida la solicitud de ${s.nombre}`,
      solo: pendiente,
      pedir: (s) =>
        confirmRequested({
          mensaje: `¿Marcar como atendida la solicitud de ${s.nombre}?`,
          aceptar: 'Marcar como atendida',
          intent: {
            tipo: 'llamada',
            funcion: 'atenderSolicitudInformes',
            campos: { pk: String(s.pk_solicitud) },
            invalida: [{ type: 'Solicitud', id: 'LIST' }],
          },
        }),
    },
  ],
};

export default function Solicitudes() {
  return (
    <ListaAdmin
      d={LISTA_SOLICITUDES}
      consulta={useTraerSolicitudesInformesQuery()}
      intro={
        <p className="intro">
          Lo que los aspirantes preguntan desde la página de Admisiones. Respóndales por correo o por teléfono y marque la solicitud como atendida.
          Estos datos solo los ve el personal del programa.
        </p>
      }
    />
  );
}
