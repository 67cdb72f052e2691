// /panel_admin/preguntas_respuestas/responder_pregunta/{idPregunta}: the answer page in its "admin" form.
import { PaginaResponder } from '../componentes/PaginaResponder';

export default function ResponderAdmin() {
  return <PaginaResponder modo="admin" />;
}
