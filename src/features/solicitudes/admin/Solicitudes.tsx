// /panel_admin/solicitudes_informacion: the enquiries of /admisiones' "Solicita información" form,
// pending first then newest (the server's order), as the kit's table: date, name, contact (e-mail as
// mailto, phone as tel), message and status; searched by name or e-mail (?q=), "Solo pendientes" as a filter.
// Issue 43: "Responder" (a mailto: with the subject and greeting filled) and the staff's internal note.
// "Marcar como atendida" (pending rows only) is a confirmed intent: overlay, the server's mensaje,
// the list refreshed. Issue 45: the server sends a page at a time, searched and filtered there (the
// URL's ?q= and ?anio=, "Solo pendientes" from the store), and the intro says how long enquiries are kept.
import { useSearchParams } from 'react-router-dom';
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { Paginador } from '@/shared/admin/lista/Paginador';
import { useSeleccion } from '@/shared/admin/lista/useSeleccion';
import { idDeLista } from '@/shared/admin/lista/tipos';
import { confirmRequested } from '@/shared/modelo/ui';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import { rutas } from '@/shared/rutas';
import {
  ASUNTO_RESPUESTA,
  POR_PAGINA_SOLICITUDES,
  digitosTelefono,
  textoConservacion,
  type SolicitudInformes,
} from '@/shared/api/contrato/solicitudes';
import { SITIO } from '@/shared/config';
import { NotaInterna } from './NotaInterna';
import { useTraerSolicitudesInformesQuery } from '../api';
import './solicitudes.css';
import { rutaExportacion } from '@/shared/api/contrato/importaciones';

export const POR_PAGINA = POR_PAGINA_SOLICITUDES;
const SOLO_PENDIENTES = 'Solo pendientes';
/** The year filter's choices: this year and the five before (the server filters; a page holds only some years). */
const anios = () => Array.from({ length: 6 }, (_, i) => String(new Date().getFullYear() - i));
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
  if (!digitos)
    return (
      <span className="solicitudes__sin-telefono" aria-label="Sin teléfono">
        Sin teléfono
      </span>
    );
  return (
    <a className="solicitudes__telefono" href={`tel:${digitos}`}>
      {telefono}
    </a>
  );
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
  filtros: [{ etiqueta: SOLO_PENDIENTES, cumple: pendiente }],
  columnas: [
    { titulo: 'Fecha', clase: 'solicitudes__fecha', celda: (s) => <Fecha fecha={s.fecha} /> },
    {
      // one column for the address, the phone and "Responder": the table fits beside the side menu at 1280 px
      titulo: 'Contacto',
      clase: 'solicitudes__contacto',
      celda: (s) => (
        <>
          <a href={mailto(s.correo)}>{s.correo}</a>
          <br />
          <Telefono telefono={s.telefono} />
          <br />
          <a href={respuesta(s)} className="solicitudes__responder" aria-label={`Responder a ${s.nombre} por correo`}>
            Responder
          </a>
        </>
      ),
    },
    { titulo: 'Mensaje', clase: 'solicitudes__mensaje', celda: (s) => s.mensaje },
    {
      // the status over the staff's note: one column less, so the table fits beside the side menu
      titulo: 'Estado y nota interna',
      clase: 'solicitudes__notas',
      celda: (s) => (
        <>
          <Estado s={s} />
          <NotaInterna s={s} />
        </>
      ),
    },
  ],
  contar: solicitudes,
  // issue 43: marked attended together, exported; filtered by year
  entidadLote: 'solicitudes',
  tipoLote: 'Solicitud',
  campos: [{ parametro: 'anio', etiqueta: 'Año', opciones: () => anios().map((v) => ({ valor: v, texto: v })), valor: (s) => s.fecha.slice(0, 4) }],
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
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const anio = params.get('anio') ?? '';
  const { estado, elegirPagina } = useSeleccion(idDeLista(LISTA_SOLICITUDES));
  const pendientes = estado.filtros.includes(SOLO_PENDIENTES);
  const pagina = estado.pagina.busqueda === q ? estado.pagina.n : 1;
  const consulta = useTraerSolicitudesInformesQuery({
    ...(pagina > 1 ? { pagina: String(pagina) } : {}),
    ...(q ? { q } : {}),
    ...(pendientes ? { pendientes: '1' } : {}),
    ...(/^\d{4}$/.test(anio) ? { anio } : {}),
  });
  const datos = consulta.data;
  const paginas = datos ? Math.max(1, Math.ceil(datos.total / Math.max(1, datos.porPagina))) : 1;
  const filtrando = Boolean(q || pendientes || anio);
  const conservacion = datos ? textoConservacion(datos.dias, 'usted') : '';
  return (
    <ListaAdmin
      d={filtrando ? { ...LISTA_SOLICITUDES, vacia: LISTA_SOLICITUDES.ninguno } : LISTA_SOLICITUDES}
      consulta={{ ...consulta, data: datos?.filas }}
      cuentas={datos && { total: datos.total, todas: datos.todas, filtros: { [SOLO_PENDIENTES]: datos.pendientes } }}
      intro={
        <p className="intro">
          Lo que los aspirantes preguntan desde la página de Admisiones. Respóndales por correo o por teléfono y marque la solicitud como atendida.
          Estos datos solo los ve el personal del programa.{conservacion && ` ${conservacion}`}
        </p>
      }
      pie={
        <Paginador
          pagina={Math.min(pagina, paginas)}
          paginas={paginas}
          irA={(n) => elegirPagina(n, q)}
          etiqueta={`Páginas de ${LISTA_SOLICITUDES.nombreLista.toLowerCase()}`}
        />
      }
    />
  );
}
