// /foro/responder_pregunta/{idPregunta}: the answer page in its "publico" form.
import { PaginaResponder } from '../componentes/PaginaResponder';
import { NO_ENCONTRADA, noExiste, pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { foroApi } from '../api';
import { idDeRuta } from '../validacion';

/** Server render: a validated question and its answers; anything else is a 404. */
export const datos: DatosRuta = async ({ params, dispatch }) => {
  const id = idDeRuta(params.idPregunta);
  if (id === null) return NO_ENCONTRADA;
  const { error } = await pedir(dispatch, foroApi.endpoints.traerPregunta, id);
  if (noExiste(error)) return NO_ENCONTRADA;
};

export default function ResponderPregunta() {
  return <PaginaResponder modo="publico" />;
}
