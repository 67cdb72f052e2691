// The account page's "Sesiones abiertas" card, for every role (the page is everyone's),
// once the password is the user's own (changing a password ends the other sessions anyway).
// One row per open session of the caller (browser and system read from its User-Agent, address,
// when it started, its last activity), this one first and marked "Esta sesión". "Cerrar las
// demás" (only with more than one) is a confirm in ui.modal whose intent calls
// cerrarOtrasSesiones and invalidates the list, so a replayed state can press "Aceptar" too.
// Relative times are counted from when the list arrived (the query's fulfilledTimeStamp, in the
// store), so what is shown is a function of the store alone.
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { confirmRequested } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { fechaHora } from '@/shared/admin/accion';
import { Boton } from '@/shared/ui/Boton';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import type { SesionAbierta } from '@/shared/api/contrato/sesion';
import type { TagRef } from '@/shared/api/etiquetas';
import { useTraerSesionesQuery } from '../cuentaApi';
import { haceCuanto, navegadorLegible, ordenarSesiones } from './sesiones';
// the sessions stack as the admin lists' cards do (admin-lista)
import '@/shared/admin/lista/apilada.css';
import './sesionesAbiertas.css';

/** The caller's open sessions (cuentaApi.ts's traerSesiones provides them). */
const SESIONES: TagRef[] = [{ type: 'Sesiones', id: 'YO' }];
const iso = (ms: number) => new Date(ms).toISOString();

/** The confirmation before ending the other `otras` sessions. */
export const confirmarCerrarOtras = (otras: number) =>
  confirmRequested({
    mensaje: `${otras === 1 ? '¿Cerrar la otra sesión abierta?' : `¿Cerrar las otras ${otras} sesiones abiertas?`} Quien la${otras === 1 ? '' : 's'} esté usando tendrá que iniciar sesión de nuevo; esta sesión sigue abierta.`,
    aceptar: 'Cerrar las demás',
    intent: { tipo: 'llamada', funcion: 'cerrarOtrasSesiones', campos: {}, invalida: SESIONES },
  });

export function SesionesAbiertas() {
  const { rol, contrasena_inicial } = useAppSelector((s) => s.session);
  // with an initial password the page is the forced change, and that change ends every other session
  if (rol === null || contrasena_inicial) return null;
  return <Seccion />;
}

function Fila({ s, ahora }: { s: SesionAbierta; ahora: number }) {
  return (
    <li className={`sesion-abierta${s.esta ? ' sesion-abierta--esta' : ''}`}>
      <p className="sesion-abierta__navegador">
        <strong>{navegadorLegible(s.navegador)}</strong>
        {s.esta && <span className="sesion-abierta__esta">Esta sesión</span>}
      </p>
      <dl className="sesion-abierta__datos">
        <div>
          <dt>Dirección</dt>
          <dd>{s.direccion || 'Desconocida'}</dd>
        </div>
        <div>
          <dt>Iniciada</dt>
          <dd>
            <time dateTime={iso(s.creada)}>{fechaHora(iso(s.creada))}</time>
          </dd>
        </div>
        <div>
          <dt>Última actividad</dt>
          <dd>
            <time dateTime={iso(s.actividad)} title={fechaHora(iso(s.actividad))}>
              {haceCuanto(s.actividad, ahora)}
            </time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Seccion() {
  const dispatch = useAppDispatch();
  const consulta = useTraerSesionesQuery();

  // an answer without its list (another api.php, a broken proxy) is a failure to load, not a crash
  const lista = Array.isArray(consulta.data?.sesiones) ? consulta.data.sesiones : null;
  let contenido;
  if (consulta.isLoading) {
    contenido = <Cargando texto="Cargando sus sesiones abiertas…" />;
  } else if (consulta.isError || !lista) {
    contenido = (
      <ErrorCarga
        mensaje={mensajeDeError(consulta.error, 'No se pudieron cargar sus sesiones abiertas.')}
        onReintentar={() => void consulta.refetch()}
      />
    );
  } else if (lista.length === 0) {
    contenido = <SinResultados mensaje="No hay sesiones abiertas." />;
  } else {
    const sesiones = ordenarSesiones(lista);
    const ahora = consulta.fulfilledTimeStamp ?? Math.max(...sesiones.map((s) => s.actividad));
    const otras = sesiones.filter((s) => !s.esta).length;
    contenido = (
      <>
        <ul className="admin-lista" aria-busy={consulta.isFetching || undefined}>
          {sesiones.map((s, i) => (
            <Fila key={`${s.creada}-${i}`} s={s} ahora={ahora} />
          ))}
        </ul>
        {sesiones.length > 1 && (
          <div className="sesiones-abiertas__acciones">
            <Boton type="button" variante="peligro" onClick={() => dispatch(confirmarCerrarOtras(otras))}>
              Cerrar las demás
            </Boton>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="cuenta__tarjeta sesiones-abiertas" aria-labelledby="sesiones-abiertas-titulo">
      <h2 id="sesiones-abiertas-titulo">Sesiones abiertas</h2>
      <p className="sesiones-abiertas__intro">Dónde está abierta su cuenta ahora. Si no reconoce alguna, cierre las demás y cambie su contraseña.</p>
      {contenido}
    </section>
  );
}
