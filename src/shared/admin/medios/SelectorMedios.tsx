// "Elegir de la biblioteca" of an image field (issue 43): a dialog ("Biblioteca de medios") with a
// search box (alt text or file name) and the library's assets as buttons; choosing one hands the
// field `medio:<pk>` with the asset's alt text and thumbnail, and closes it: the image is reused,
// never encoded again. Its state (for which field, search, page) is the store's `biblioteca` slot.
// The admin layout provides it to CamposImagen through shared/ui/contextoBiblioteca.ts.
import { useEffect, useState } from 'react';
import { MEDIOS_POR_PAGINA, MENSAJES_MEDIO, valorMedio, type Medio } from '@/shared/api/contrato/medios';
import { miniatura } from '@/shared/lib/miniatura';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { Boton } from '@/shared/ui/Boton';
import { Dialogo } from '@/shared/ui/Dialogo';
import { Cargando, ErrorCarga, SinResultados } from '@/shared/ui/SinResultados';
import type { Biblioteca, PropsSelector } from '@/shared/ui/contextoBiblioteca';
import { Paginador } from '../lista/Paginador';
import { useTraerMediosQuery } from './api';
import { bibliotecaAbierta, bibliotecaBuscada, bibliotecaCerrada, bibliotecaPaginada } from './biblioteca';
import './selector.css';

/** An asset's name in the picker: its alt text, else its file name. */
export const nombreMedio = (m: Medio) => m.alt?.trim() || m.nombre;

/** The typed search, once typing pauses (one call per pause, not per keystroke). */
function usePausado(valor: string, ms = 250): string {
  const [pausado, setPausado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setPausado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return pausado;
}

function Biblioteca({ onElegir }: Pick<PropsSelector, 'onElegir'>) {
  const dispatch = useAppDispatch();
  const q = useAppSelector((s) => s.biblioteca.q ?? '');
  const pagina = useAppSelector((s) => s.biblioteca.pagina ?? 1);
  const buscado = usePausado(q).trim();
  const consulta = useTraerMediosQuery({ ...(buscado ? { q: buscado } : {}), ...(pagina > 1 ? { pagina } : {}) });
  const cerrar = () => dispatch(bibliotecaCerrada());
  // Escape closes it (the native dialog's cancel event does so too in a browser; both are idempotent)
  useEffect(() => {
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(bibliotecaCerrada());
    document.addEventListener('keydown', esc);
    return () => document.removeEventListener('keydown', esc);
  }, [dispatch]);
  const medios = consulta.data?.medios ?? [];
  const paginas = Math.ceil((consulta.data?.total ?? 0) / MEDIOS_POR_PAGINA);

  function elegir(m: Medio) {
    onElegir({ imagen: valorMedio(m.pk), alt: m.decorativa ? '' : (m.alt ?? ''), decorativa: m.decorativa, vista: m.url });
    cerrar();
  }

  return (
    <Dialogo titulo="Biblioteca de medios" onClose={cerrar} botonCerrar>
      <div className="selector-medios">
        <input
          type="search"
          className="campo__control selector-medios__buscar"
          aria-label="Buscar por texto alternativo o nombre de archivo"
          placeholder="Buscar por texto alternativo o nombre de archivo"
          value={q}
          maxLength={100}
          data-autofocus
          onChange={(e) => dispatch(bibliotecaBuscada(e.currentTarget.value))}
        />
        {consulta.isError ? (
          <ErrorCarga mensaje="No se pudo cargar la biblioteca." onReintentar={() => void consulta.refetch()} />
        ) : consulta.isLoading ? (
          <Cargando />
        ) : medios.length === 0 ? (
          <SinResultados mensaje={buscado ? MENSAJES_MEDIO.sinResultados : MENSAJES_MEDIO.vacia} />
        ) : (
          <ul className="selector-medios__rejilla" aria-label="Imágenes de la biblioteca" aria-busy={consulta.isFetching || undefined}>
            {medios.map((m) => (
              <li key={m.pk}>
                <button type="button" className="selector-medios__medio" aria-label={`Elegir ${nombreMedio(m)}`} onClick={() => elegir(m)}>
                  <img src={miniatura(m.url)} alt="" width={120} height={90} loading="lazy" />
                  <span className="selector-medios__nombre">{m.decorativa ? MENSAJES_MEDIO.decorativa : nombreMedio(m)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Paginador pagina={pagina} paginas={paginas} irA={(n) => dispatch(bibliotecaPaginada(n))} etiqueta="Páginas de la biblioteca" />
      </div>
    </Dialogo>
  );
}

/** The field's button, and the dialog while it is open for this field. */
export function SelectorMedios({ campo, disabled, onElegir }: PropsSelector) {
  const dispatch = useAppDispatch();
  const abierto = useAppSelector((s) => s.biblioteca.campo === campo);
  return (
    <>
      <Boton variante="secundario" disabled={disabled} aria-haspopup="dialog" onClick={() => dispatch(bibliotecaAbierta(campo))}>
        Elegir de la biblioteca
      </Boton>
      {abierto && <Biblioteca onElegir={onElegir} />}
    </>
  );
}

/** What the admin layout provides to the image fields (shared/ui/contextoBiblioteca.ts). */
export const bibliotecaAdmin: Biblioteca = { Selector: SelectorMedios };
