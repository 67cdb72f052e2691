// 404 page for unknown paths and /error.
import { Link } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';

export const TITULO_404 = 'Error 404 / Página no encontrada';

export default function NoEncontrada() {
  const h1 = useCabeza(TITULO_404);
  return (
    <div className="contenedor error-pagina">
      <h1 ref={h1} tabIndex={-1}>
        {TITULO_404}
      </h1>
      <p>La dirección que buscas no existe o cambió de lugar.</p>
      <Link to="/" className="boton boton--primario">
        Volver al inicio
      </Link>
    </div>
  );
}
