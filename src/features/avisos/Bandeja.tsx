// …/avisos (admin, student, super admin): the session's notices, newest first, 20 a page (the page
// in the URL, ?pagina=), the unread ones marked; opening one marks it read and goes to its item;
// "Marcar todos como leídos" clears the bell. The answer lives in the store's api cache.
import { Link, useSearchParams } from 'react-router-dom';
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { Paginador } from '@/shared/admin/ListaAdmin';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import { Boton } from '@/shared/ui/Boton';
import { SinResultados } from '@/shared/ui/SinResultados';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { rutasDeRol } from '@/shared/rutas';
import type { Aviso } from '@/shared/api/contrato/avisos';
import { useMarcarAvisosLeidosMutation, useTraerAvisosQuery } from './api';
import './avisos.css';

export const VACIA = 'No tiene avisos por ahora. Aquí aparecerán cuando algo espere su revisión o cambie lo que usted envió.';

/** Only a path of this site (never another origin) is followed from a notice. */
export function destinoSeguro(enlace: string, otro: string): string {
  return enlace.startsWith('/') && !enlace.startsWith('//') && !enlace.startsWith('/\\') ? enlace : otro;
}

function Fila({ aviso, panel, abrir }: { aviso: Aviso; panel: string; abrir: (a: Aviso) => void }) {
  const nuevo = aviso.leido === 0;
  return (
    <li className={`aviso${nuevo ? ' aviso--nuevo' : ''}`}>
      <Link to={destinoSeguro(aviso.enlace, panel)} className="aviso__enlace" onClick={() => abrir(aviso)}>
        {nuevo && <span className="aviso__marca">Sin leer</span>}
        <span className="aviso__titulo">{aviso.titulo}</span>
      </Link>
      <p className="aviso__texto">{aviso.texto}</p>
      <p className="aviso__fecha">
        <time dateTime={isoUtc(aviso.fecha)}>{fechaHoraUtc(aviso.fecha)}</time>
      </p>
    </li>
  );
}

export default function Bandeja() {
  const rol = useAppSelector((s) => s.session.rol) ?? 'e';
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const consulta = useTraerAvisosQuery(pagina);
  const [marcar, marcado] = useMarcarAvisosLeidosMutation();
  const R = rutasDeRol[rol];
  const datos = consulta.data;

  const irA = (n: number) =>
    setParams((p) => {
      if (n > 1) p.set('pagina', String(n));
      else p.delete('pagina');
      return p;
    });
  const abrir = (a: Aviso) => {
    if (a.leido === 0) void marcar({ ids: JSON.stringify([a.pk_aviso]) });
  };
  const marcarTodos = async () => {
    const r = await marcar({ todos: 1 });
    dispatch(noticeShown(r.error ? mensajeDeError(r.error, 'No se pudieron marcar los avisos.') : r.data.mensaje));
  };

  const estado = estadoConsulta(consulta, 'Cargando avisos…');
  const paginas = datos ? Math.max(1, Math.ceil(datos.total / datos.porPagina)) : 1;
  return (
    <PaginaAdmin titulo="Avisos" volver={{ a: R.panel, texto: 'Volver al panel' }}>
      <div className="bandeja__acciones">
        <p aria-live="polite">{datos && (datos.sinLeer ? `${datos.sinLeer} sin leer.` : 'Todos leídos.')}</p>
        <Boton variante="secundario" disabled={!datos?.sinLeer} cargando={marcado.isLoading} onClick={() => void marcarTodos()}>
          Marcar todos como leídos
        </Boton>
        <Link to={R.correoAvisos} className="bandeja__cuenta">
          Correo y preferencias de avisos
        </Link>
      </div>
      {estado ??
        (datos && !datos.avisos.length ? (
          <SinResultados mensaje={VACIA} />
        ) : (
          <>
            <ol className="avisos" aria-label={`Avisos, página ${datos?.pagina ?? pagina} de ${paginas}`}>
              {datos?.avisos.map((a) => (
                <Fila key={a.pk_aviso} aviso={a} panel={R.panel} abrir={abrir} />
              ))}
            </ol>
            <Paginador pagina={datos?.pagina ?? pagina} paginas={paginas} irA={irA} etiqueta="Páginas de avisos" />
          </>
        ))}
    </PaginaAdmin>
  );
}
