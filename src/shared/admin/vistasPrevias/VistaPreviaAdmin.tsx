// "Vista previa" and "Compartir vista previa" in an editor (issue 37, decision 0055). "Vista previa"
// opens a dialog with the form's current values, saved or not, through the item's own public page
// component (the editor passes it as `previa`) under the band; it is open while the URL says
// ?vista=previa (so a reload or an exported state keeps it). "Compartir vista previa" creates a link
// (its answer kept in the store under a fixed key per item), shows it with "Copiar enlace" and its
// expiry, and lists the item's live links, each with "Revocar" behind the kit's confirmation.
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Boton } from '@/shared/ui/Boton';
import { Dialogo } from '@/shared/ui/Dialogo';
import { BandaVistaPrevia } from '@/shared/ui/BandaVistaPrevia';
import { mensajeDeError } from '@/shared/api/errores';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { confirmRequested, noticeShown } from '@/shared/modelo/ui';
import { fechaEnEspanol } from '@/shared/lib/zonaHoraria';
import type { EntidadVistaPrevia } from '@/shared/api/contrato/vistasPrevias';
import { useCrearVistaPreviaMutation, useTraerVistasPreviasQuery } from './api';
import './vistasPrevias.css';

/** The zone the admin reads dates in: the programme's (the server's answers carry it; Mexico's by default). */
const ZONA = 'America/Mexico_City';
const fecha = (ms: number, zona = ZONA) => fechaEnEspanol(new Date(ms).toISOString(), zona);

interface Props {
  entidad: EntidadVistaPrevia;
  /** The item's pk (a page's key); null while it is not registered yet (nothing to share). */
  pk: number | string | null;
  /** The form's current values through the item's public page component. */
  previa?: () => ReactNode;
}

function DialogoVistaPrevia({ previa, cerrar }: { previa: () => ReactNode; cerrar: () => void }) {
  // the public page names the document after the item: the editor's title comes back on closing
  useEffect(() => {
    const titulo = document.title;
    return () => {
      document.title = titulo;
    };
  }, []);
  return (
    <Dialogo titulo="Vista previa" onClose={cerrar} acciones={<Boton onClick={cerrar}>Cerrar vista previa</Boton>}>
      <div className="vista-previa-admin">
        <BandaVistaPrevia detalle="Así se verá con los valores del formulario, aunque aún no estén guardados." />
        <div className="vista-previa-admin__pagina">{previa()}</div>
      </div>
    </Dialogo>
  );
}

function Compartidas({ entidad, pk }: { entidad: EntidadVistaPrevia; pk: number | string }) {
  const dispatch = useAppDispatch();
  const [crear, creada] = useCrearVistaPreviaMutation({ fixedCacheKey: `crearVistaPrevia:${entidad}:${pk}` });
  const vivas = useTraerVistasPreviasQuery({ entidad, pk });
  const r = creada.data;
  const copiar = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      dispatch(noticeShown('Enlace copiado.'));
    } catch {
      dispatch(noticeShown('No se pudo copiar: seleccione el enlace y cópielo.'));
    }
  };
  const revocar = (pkVistaPrevia: number, creadaEl: number) =>
    dispatch(
      confirmRequested({
        intent: {
          tipo: 'llamada',
          funcion: 'revocarVistaPrevia',
          campos: { pkVistaPrevia: String(pkVistaPrevia) },
          invalida: [{ type: 'VistaPrevia', id: 'LIST' }],
        },
        detalle: `El enlace de vista previa creado el ${fecha(creadaEl)} dejará de funcionar.`,
      }),
    );
  return (
    <>
      <Boton variante="secundario" cargando={creada.isLoading} onClick={() => void crear({ entidad, pk })}>
        Compartir vista previa
      </Boton>
      {creada.error !== undefined && (
        <p className="formulario__fallo" role="alert">
          {mensajeDeError(creada.error)}
        </p>
      )}
      {r?.url && (
        <div className="vista-previa-admin__enlace" role="status">
          <label htmlFor="enlace-vista-previa">Enlace de vista previa (funciona sin cuenta)</label>
          <div className="vista-previa-admin__copiar">
            <input id="enlace-vista-previa" readOnly value={r.url} onFocus={(e) => e.currentTarget.select()} />
            <Boton variante="secundario" onClick={() => void copiar(r.url!)}>
              Copiar enlace
            </Boton>
          </div>
          {r.expira !== undefined && <p>Vence el {fecha(r.expira)}.</p>}
        </div>
      )}
      {vivas.data && vivas.data.length > 0 && (
        <section className="vista-previa-admin__vivas" aria-labelledby="vistas-previas-vivas">
          <h3 id="vistas-previas-vivas">Enlaces de vista previa vigentes</h3>
          <ul>
            {vivas.data.map((v) => (
              <li key={v.pk_vista_previa}>
                <span>
                  Creado por {v.usuario} el {fecha(v.creada)}; vence el {fecha(v.expira)}.
                </span>
                <Boton variante="texto" onClick={() => revocar(v.pk_vista_previa, v.creada)}>
                  Revocar
                </Boton>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function VistaPreviaAdmin({ entidad, pk, previa }: Props) {
  const [params, setParams] = useSearchParams();
  const abierta = params.get('vista') === 'previa';
  const poner = (abrir: boolean) => {
    const sig = new URLSearchParams(params);
    if (abrir) sig.set('vista', 'previa');
    else sig.delete('vista');
    setParams(sig, { replace: true, preventScrollReset: true });
  };
  return (
    <div className="vista-previa-admin__botones">
      {previa && (
        <Boton variante="secundario" onClick={() => poner(true)}>
          Vista previa
        </Boton>
      )}
      {pk !== null && <Compartidas entidad={entidad} pk={pk} />}
      {abierta && previa && <DialogoVistaPrevia previa={previa} cerrar={() => poner(false)} />}
    </div>
  );
}
