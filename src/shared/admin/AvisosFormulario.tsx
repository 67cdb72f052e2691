// What a kit form shows above its fields about its own state: the restored draft (with "Descartar
// borrador") and the dialog that holds a navigation away from unsaved changes.
import { fechaHora } from './accion';
import type { Blocker } from 'react-router-dom';
import { Dialogo } from '../ui/Dialogo';

export function AvisoBorrador({ recuperado, descartar, enviando }: { recuperado: number | null; descartar: () => void; enviando: boolean }) {
  if (recuperado === null) return null;
  return (
    <div className="aviso-formulario formulario__borrador" role="status">
      <p>Se recuperó un borrador sin guardar del {fechaHora(new Date(recuperado).toISOString())}.</p>
      <button type="button" className="boton boton--secundario boton--chico" onClick={descartar} disabled={enviando}>
        Descartar borrador
      </button>
    </div>
  );
}

export function DialogoSinGuardar({ bloqueo }: { bloqueo: Blocker }) {
  if (bloqueo.state !== 'blocked') return null;
  return (
    <Dialogo
      titulo="Cambios sin guardar"
      alerta
      onClose={() => bloqueo.reset()}
      acciones={
        <>
          <button type="button" className="boton boton--secundario" onClick={() => bloqueo.proceed()}>
            Salir
          </button>
          <button type="button" className="boton boton--primario" onClick={() => bloqueo.reset()} data-autofocus>
            Seguir editando
          </button>
        </>
      }
    >
      <p>Este formulario tiene cambios sin guardar. Si sale ahora, se conservan como su borrador.</p>
    </Dialogo>
  );
}
