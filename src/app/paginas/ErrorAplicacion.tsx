// The router's error element: a render error shows this instead of a blank page.
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

export const TITULO_ERROR = 'Unexpected Application Error!';

export default function ErrorAplicacion() {
  const error = useRouteError();
  useEffect(() => {
    document.title = TITULO_ERROR;
    console.error(error);
  }, [error]);
  return (
    <main className="contenedor error-pagina">
      <h1>{TITULO_ERROR}</h1>
      <p>Ocurrió un error inesperado al mostrar esta página. Inténtelo de nuevo.</p>
      <a href="/" className="boton boton--primario">
        Volver al inicio
      </a>
    </main>
  );
}
