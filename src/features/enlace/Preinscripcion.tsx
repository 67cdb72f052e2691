// "Solicita tu preinscripción": the call to action of /admisiones and the home, to the enrolment link
// staff keep in "Enlace de Inscripciones" (mostrarEnlace, the same stored link as the home banner:
// decision 0063). Shown whenever a link is stored, whether or not the banner is switched on (the
// switch is the banner's); hidden while the link is empty.
import { useMostrarEnlaceQuery } from './api';

export const TEXTO_PREINSCRIPCION = 'Solicita tu preinscripción';

/** `parrafo`: the class of a paragraph around it (none while it is hidden). */
export function Preinscripcion({ className = 'boton boton--primario', parrafo }: { className?: string; parrafo?: string }) {
  const { data } = useMostrarEnlaceQuery();
  const enlace = typeof data?.enlace === 'string' ? data.enlace.trim() : '';
  if (!enlace) return null;
  const a = (
    <a className={className} href={enlace} target="_blank" rel="noopener noreferrer">
      {TEXTO_PREINSCRIPCION}
      <span className="visualmente-oculto"> (se abre en otra pestaña)</span>
    </a>
  );
  return parrafo ? <p className={parrafo}>{a}</p> : a;
}
