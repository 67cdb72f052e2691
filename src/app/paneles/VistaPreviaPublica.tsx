// /vista_previa/:token (issue 37, decision 0055): a preview link. The item the link names, read
// whether or not it is public (mostrarVistaPrevia), shown through its own public page — the project's
// page, the events list with that event, the page staff edit as /, /admisiones or /acerca_de show it —
// under a "Vista previa" band with the link's expiry. Everything it shows comes from the store (the
// server's render embeds it; the hydrated page finds it there). The server answers it with noindex
// and no-store (server/ssr/vistaPrevia.ts); an unknown, expired or revoked link is a Spanish 404.
import { Link, useParams } from 'react-router-dom';
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';
import { NO_ENCONTRADA, pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { MENSAJES_VISTA_PREVIA, type ContenidoVistaPrevia } from '@/shared/api/contrato/vistasPrevias';
import { BandaVistaPrevia } from '@/shared/ui/BandaVistaPrevia';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados } from '@/shared/ui/SinResultados';
import { AcercaDe, PaginaEnVistaContext, datosPagina } from '@/features/paginas';
import { DetalleProyecto } from '@/features/proyectos';
import { ListaEventos } from '@/features/eventos';
import Inicio, { datosInicio } from './Inicio';
import Admisiones from './Admisiones';

const api = baseApi.injectEndpoints({
  endpoints: (build) => endpoints(build, { mostrarVistaPrevia: { tipo: 'query', arg: 'token' } }),
});

/** Server render: what the link shows (a 404 when it does not work), and what else its page reads. */
export const datos: DatosRuta = async (p) => {
  const { data } = await pedir(p.dispatch, api.endpoints.mostrarVistaPrevia, p.params.token ?? '');
  if (!data) return NO_ENCONTRADA;
  if (data.entidad !== 'pagina') return;
  const clave = data.contenido.clave;
  if (clave === 'inicio') await datosInicio(p);
  else if (clave === 'admisiones' || clave === 'contacto') await datosPagina('admisiones', 'contacto')(p);
};

/** The item through its own public page. */
function Contenido({ v, ahora }: { v: ContenidoVistaPrevia; ahora: number }) {
  if (v.entidad === 'proyecto') return <DetalleProyecto vista={v.contenido} />;
  if (v.entidad === 'evento') return <ListaEventos vista={{ eventos: [v.contenido], ahora }} />;
  const clave = v.contenido.clave;
  return (
    <PaginaEnVistaContext.Provider value={v.contenido}>
      {clave === 'inicio' ? <Inicio /> : clave === 'acerca_de' ? <AcercaDe /> : <Admisiones />}
    </PaginaEnVistaContext.Provider>
  );
}

function NoDisponible() {
  const h1 = useCabeza('Vista previa no disponible', MENSAJES_VISTA_PREVIA.token, { noindex: true });
  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Vista previa no disponible
      </h1>
      <SinResultados mensaje={MENSAJES_VISTA_PREVIA.token}>
        <Link to="/" className="boton boton--primario">
          Ir al inicio
        </Link>
      </SinResultados>
    </div>
  );
}

export default function VistaPreviaPublica() {
  const { token = '' } = useParams();
  const { data, isLoading, fulfilledTimeStamp } = api.useMostrarVistaPreviaQuery(token);
  if (isLoading) return <Cargando texto="Cargando vista previa…" />;
  if (!data) return <NoDisponible />;
  return (
    <>
      <BandaVistaPrevia expira={data.expira} zona={data.zona} />
      <Contenido v={data} ahora={fulfilledTimeStamp ?? data.expira} />
    </>
  );
}
