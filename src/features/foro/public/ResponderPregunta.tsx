// /foro/responder_pregunta/{idPregunta}: the answer page in its "publico" form.
import { PaginaResponder } from '../componentes/PaginaResponder';

export default function ResponderPregunta() {
  return <PaginaResponder modo="publico" />;
}
