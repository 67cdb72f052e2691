// /panel_alumno/{idPregunta}: the answer page in its "alumno" form.
import { PaginaResponder } from '../componentes/PaginaResponder';

export default function ResponderAlumno() {
  return <PaginaResponder modo="alumno" />;
}
