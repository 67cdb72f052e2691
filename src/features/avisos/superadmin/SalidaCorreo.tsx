// /panel_superadmin/salida_correo: the outbox's health for the super admin: how many messages wait,
// were sent and are failing, since when and with which last error, where messages go (SMTP or .eml
// files), and the recent messages (subject and state only: no body, no visitor's address).
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import { Boton } from '@/shared/ui/Boton';
import { SinResultados } from '@/shared/ui/SinResultados';
import { rutas } from '@/shared/rutas';
import type { EstadoSalida, MensajeSalida } from '@/shared/api/contrato/avisos';
import { useTraerEstadoSalidaQuery } from '../api';
import '../avisos.css';

export const ESTADOS_MENSAJE: Record<MensajeSalida['estado'], string> = { esperando: 'En espera', enviado: 'Enviado', fallando: 'Fallando' };
export const DESTINOS: Record<EstadoSalida['destino'], string> = {
  smtp: 'Servidor de correo (SMTP_URL).',
  archivos: 'Archivos .eml en la carpeta del servidor (sin SMTP_URL): nadie los recibe por correo.',
};
export const SIN_MENSAJES = 'Aún no se ha enviado ningún mensaje.';

const Cuando = ({ fecha }: { fecha: string | null }) => (fecha ? <time dateTime={isoUtc(fecha)}>{fechaHoraUtc(fecha)}</time> : <>—</>);

function Resumen({ e }: { e: EstadoSalida }) {
  return (
    <>
      <dl className="salida__cuentas">
        <div>
          <dt>En espera</dt>
          <dd>{e.esperando.toLocaleString('es-MX')}</dd>
        </div>
        <div>
          <dt>Enviados</dt>
          <dd>{e.enviados.toLocaleString('es-MX')}</dd>
        </div>
        <div className={e.fallando ? 'salida__fallando' : undefined}>
          <dt>Fallando</dt>
          <dd>{e.fallando.toLocaleString('es-MX')}</dd>
        </div>
      </dl>
      {e.fallando > 0 ? (
        <div className="salida__alerta" role="alert">
          <p>
            Hay mensajes que no se pueden enviar{e.fallandoDesde && <> desde el {<Cuando fecha={e.fallandoDesde} />}</>}: se reintentan solos, cada
            vez más espaciados.
          </p>
          {e.ultimoError && (
            <p>
              Último error: <code>{e.ultimoError}</code>
            </p>
          )}
        </div>
      ) : (
        <p className="salida__bien">Ningún mensaje está fallando.</p>
      )}
      <p>
        <strong>Destino:</strong> {DESTINOS[e.destino]}
      </p>
    </>
  );
}

export default function SalidaCorreo() {
  const consulta = useTraerEstadoSalidaQuery(undefined, { refetchOnMountOrArgChange: true });
  const e = consulta.data;
  return (
    <PaginaAdmin titulo="Salida de correo" volver={{ a: rutas.superadmin.panel, texto: 'Usuarios administradores' }}>
      <p>
        <Boton variante="secundario" cargando={consulta.isFetching} onClick={() => void consulta.refetch()}>
          Actualizar
        </Boton>
      </p>
      {estadoConsulta(consulta, 'Cargando la salida de correo…') ??
        (e && (
          <>
            <Resumen e={e} />
            <h2>Mensajes recientes</h2>
            {e.recientes.length ? (
              <div className="tabla-desplazable">
                <table className="tabla-admin salida__tabla">
                  <caption className="visualmente-oculto">Mensajes recientes de la salida de correo</caption>
                  <thead>
                    <tr>
                      <th scope="col">Asunto</th>
                      <th scope="col">Estado</th>
                      <th scope="col">Intentos</th>
                      <th scope="col">Creado</th>
                      <th scope="col">Enviado</th>
                      <th scope="col">Último error</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.recientes.map((m) => (
                      <tr key={m.pk_mensaje}>
                        <td>{m.asunto}</td>
                        <td className={`salida__estado salida__estado--${m.estado}`}>{ESTADOS_MENSAJE[m.estado]}</td>
                        <td>{m.intentos}</td>
                        <td>
                          <Cuando fecha={m.creado} />
                        </td>
                        <td>
                          <Cuando fecha={m.enviado} />
                        </td>
                        <td>{m.ultimo_error ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <SinResultados mensaje={SIN_MENSAJES} />
            )}
          </>
        ))}
    </PaginaAdmin>
  );
}
