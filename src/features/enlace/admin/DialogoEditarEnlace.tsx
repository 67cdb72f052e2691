// The editar_enlace modal: edit the enrolment link and set it active or inactive.
// A refusal shows the server's mensaje inside the dialog, which keeps what was typed.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialogo } from '@/shared/ui/Dialogo';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { Cargando } from '@/shared/ui/SinResultados';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { useMostrarEnlaceQuery } from '../api';
import { useCambiarEstadoEnlaceMutation } from '../edicionApi';
import { validarEnlace } from '../validacion';
import '../enlace.css';
import { mensajeDeError } from '@/shared/api/errores';
import { EdicionCompartida, SoloLectura } from '@/shared/admin/edicion/BloqueoEdicion';

export default function EditarEnlaceDialog({ onClose }: { onClose: () => void }) {
  const { data, isLoading } = useMostrarEnlaceQuery();
  return (
    <Dialogo titulo="Enlace de inscripciones" onClose={onClose}>
      {/* the form starts from the stored link once, and keeps what is typed after a refetch */}
      {/* one person edits the banner at a time (issue 48) */}
      <EdicionCompartida entidad="enlace" pk={0}>
        {isLoading && !data ? (
          <Cargando />
        ) : (
          <SoloLectura>
            <FormEnlace enlaceInicial={data?.enlace ?? ''} activoInicial={Number(data?.estatus) === 1} onClose={onClose} />
          </SoloLectura>
        )}
      </EdicionCompartida>
    </Dialogo>
  );
}

function FormEnlace({ enlaceInicial, activoInicial, onClose }: { enlaceInicial: string; activoInicial: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [guardar, { isLoading: guardando }] = useCambiarEstadoEnlaceMutation();
  const [enlace, setEnlace] = useState(enlaceInicial);
  const [activo, setActivo] = useState(activoInicial);
  const [error, setError] = useState<string | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // the form comes after the stored link loaded: the focus goes to its field then (the dialog had
  // nothing to focus when it opened), unless it is already somewhere inside
  useEffect(() => {
    const dialogo = form.current?.closest('dialog');
    const activo = document.activeElement;
    if (dialogo && (activo === dialogo || !dialogo.contains(activo))) form.current?.querySelector('input')?.focus();
  }, []);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const problema = validarEnlace(enlace);
    setError(problema);
    setFallo(null);
    if (problema) return;
    const r = await guardar({ enlace: enlace.trim(), estatus: activo ? 1 : 0 });
    if ('error' in r) {
      setFallo(mensajeDeError(r.error));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    onClose();
  }

  return (
    <form ref={form} onSubmit={enviar} noValidate className="enlace-form">
      <Campo
        etiqueta="Enlace para las inscripciones"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={enlace}
        error={error}
        onChange={(e) => setEnlace(e.target.value)}
      />
      <label className="interruptor">
        <input type="checkbox" checked={activo} onChange={(e) => setActivo(e.target.checked)} />
        <span>Mostrar el banner de preinscripción en la página de inicio</span>
      </label>
      <p className="enlace-form__estado">
        Estado: <strong>{activo ? 'activo' : 'inactivo'}</strong>
      </p>
      {fallo && (
        <p className="enlace-form__fallo" role="alert">
          {fallo}
        </p>
      )}
      <div className="dialogo__acciones">
        <Boton variante="secundario" onClick={onClose} disabled={guardando}>
          Cancelar
        </Boton>
        <Boton type="submit" cargando={guardando}>
          Guardar
        </Boton>
      </div>
    </form>
  );
}
