// /panel_superadmin/bitacora: who did what and when, newest first, filtered by user,
// entity and dates (all in the URL, so a filtered view can be shared or reloaded), 50 per page.
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { EmptyState } from '@/shared/ui/SinResultados';
import { Paginacion } from '@/shared/admin/ListaAdmin';
import { rutas } from '@/shared/rutas';
import { ENTIDADES_BITACORA, type EntradaBitacora } from '@/shared/api/contrato/bitacora';
import { accionDe, fechaHora } from '@/shared/admin/accion';
import { useTraerBitacoraQuery } from './api';
import { PestanasBitacora, VISTA_SEGURIDAD, useVeSeguridad } from './PestanasBitacora';
import EventosSeguridad from './EventosSeguridad';
import { useFiltroEnUrl } from './useFiltroEnUrl';
import { FiltroFechas } from './FiltroFechas';
import './bitacora.css';

const CAMPOS = ['pkUsuario', 'entidad', 'desde', 'hasta'] as const;

/** The trail or, for the super admin, the security events (?vista=seguridad). */
export default function Bitacora() {
  const [params] = useSearchParams();
  const seguridad = useVeSeguridad() && params.get('vista') === VISTA_SEGURIDAD;
  return seguridad ? <EventosSeguridad /> : <Cambios />;
}

function Cambios() {
  const { params, filtro, cambiar, irA } = useFiltroEnUrl(CAMPOS);
  const id = useId();
  const consulta = useTraerBitacoraQuery(filtro, { refetchOnMountOrArgChange: true });
  const datos = consulta.data;
  const pagina = datos?.pagina ?? 1;
  const paginas = datos ? Math.max(1, Math.ceil(datos.total / datos.porPagina)) : 1;

  let cuerpo = estadoConsulta(consulta, 'Cargando bitácora…');
  if (!cuerpo && datos) {
    cuerpo = !datos.entradas.length ? (
      <EmptyState mensaje="No hay movimientos con estos filtros." />
    ) : (
      <>
        <p className="tabla-admin__cuenta" aria-live="polite">
          {datos.total.toLocaleString('es-MX')} {datos.total === 1 ? 'movimiento' : 'movimientos'}
        </p>
        <table className="tabla-admin bitacora">
          <caption className="visualmente-oculto">
            Bitácora, página {pagina} de {paginas}
          </caption>
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Usuario</th>
              <th scope="col">Acción</th>
              <th scope="col">Detalle</th>
            </tr>
          </thead>
          <tbody>
            {datos.entradas.map((e: EntradaBitacora) => (
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
            ))}
          </tbody>
        </table>
        <Paginacion pagina={pagina} paginas={paginas} irA={irA} etiqueta="Páginas de la bitácora" />
      </>
    );
  }

  return (
    <PaginaAdmin titulo="Bitácora" volver={{ a: rutas.superadmin.panel, texto: 'Usuarios administradores' }}>
      <PestanasBitacora seguridad={false} />
      <p className="intro">Cada cambio del sitio: quién lo hizo, cuándo y qué cambió (nunca contraseñas ni imágenes).</p>
      <form className="bitacora__filtros" role="search" aria-label="Filtrar la bitácora" onSubmit={(e) => e.preventDefault()}>
        <div className="campo">
          <label className="campo__etiqueta" htmlFor={`${id}-u`}>
            Usuario
          </label>
          <select
            id={`${id}-u`}
            className="campo__control"
            value={params.get('pkUsuario') ?? ''}
            onChange={(e) => cambiar('pkUsuario', e.target.value)}
          >
            <option value="">Todos</option>
            {datos?.usuarios.map((u) => (
              <option key={u.pk_usuario} value={u.pk_usuario}>
                {u.nombre_usuario}
              </option>
            ))}
          </select>
        </div>
        <div className="campo">
          <label className="campo__etiqueta" htmlFor={`${id}-e`}>
            Entidad
          </label>
          <select id={`${id}-e`} className="campo__control" value={params.get('entidad') ?? ''} onChange={(e) => cambiar('entidad', e.target.value)}>
            <option value="">Todas</option>
            {Object.entries(ENTIDADES_BITACORA).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <FiltroFechas id={id} desde={params.get('desde') ?? ''} hasta={params.get('hasta') ?? ''} cambiar={cambiar} />
      </form>
      {cuerpo}
    </PaginaAdmin>
  );
}
