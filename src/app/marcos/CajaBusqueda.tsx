// The site search box of the public navbar and side bar: a GET form to /buscar (it works before
// the page's JS arrives); with JS, the router navigates there. It shows the query of the page.
import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_BUSQUEDA } from '@/shared/api/contrato/busqueda';

export function CajaBusqueda({ clase, alBuscar }: { clase: string; alBuscar?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const actual = pathname === '/buscar' ? (new URLSearchParams(search).get('q') ?? '') : '';
  function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const valor = new FormData(e.currentTarget).get('q');
    const q = typeof valor === 'string' ? valor.trim() : '';
    alBuscar?.();
    void navigate(`/buscar?${new URLSearchParams({ q }).toString()}`);
  }
  return (
    <form role="search" action="/buscar" method="get" className={`caja-busqueda ${clase}`} onSubmit={enviar}>
      <input
        id={id}
        aria-label="Buscar en el sitio"
        key={actual}
        type="search"
        name="q"
        defaultValue={actual}
        maxLength={MAX_BUSQUEDA}
        placeholder="Buscar…"
        enterKeyHint="search"
      />
      <button type="submit">Buscar</button>
    </form>
  );
}
