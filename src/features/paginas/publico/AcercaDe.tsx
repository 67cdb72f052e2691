// /acerca_de: the `acerca_de` page staff edit in the panel: its text and its people, each with a
// photo or their initials.
import { useCabeza } from '@/shared/ui/useCabeza';
import { Foto } from '@/shared/ui/Foto';
import type { PersonaPagina } from '@/shared/api/contrato/paginas';
import { CuerpoPagina } from '../CuerpoPagina';
import { MarcoPagina } from '../MarcoPagina';
import { datosPagina, usePagina } from '../usePagina';
import './acerca.css';
import { altDe } from '@/shared/api/contrato/comun';

export const datos = datosPagina('acerca_de');

/** "M. en C. Roberto Carlos Salinas" → "RC": the first two names, without the title. */
export const iniciales = (nombre: string) =>
  nombre
    .replace(/^(M\. en C\.|Dr\.|Dra\.|Mtro\.|Mtra\.|Ing\.|Lic\.)\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0])
    .join('');

function Tarjeta({ persona }: { persona: PersonaPagina }) {
  return (
    <li className="tarjeta persona">
      {persona.foto ? (
        <Foto className="persona__foto" ruta={persona.foto} alt={altDe(persona, `Foto de ${persona.nombre}`)} ancho={96} alto={96} sizes="6rem" />
      ) : (
        <span className="persona__iniciales" aria-hidden="true">
          {iniciales(persona.nombre)}
        </span>
      )}
      <div className="tarjeta__cuerpo">
        <h3>{persona.nombre}</h3>
        {persona.papel && <p className="persona__papel">{persona.papel}</p>}
        {persona.descripcion && <p>{persona.descripcion}</p>}
      </div>
    </li>
  );
}

export default function AcercaDe() {
  const lectura = usePagina('acerca_de');
  const titulo = lectura.pagina?.titulo ?? 'Acerca de';
  const h1 = useCabeza(titulo, 'Quién desarrolló el sitio del programa de Ingeniería en Desarrollo y Gestión de Software.');
  return (
    <MarcoPagina clase="acerca" titulo={titulo} h1={h1} lectura={lectura}>
      {(pagina) => (
        <>
          <CuerpoPagina className="intro" html={pagina.html} />
          {pagina.datos.personas.length > 0 && (
            <section aria-labelledby="acerca-personas">
              <h2 id="acerca-personas">Quiénes lo hicieron</h2>
              <ul className="rejilla acerca__lista">
                {pagina.datos.personas.map((p, i) => (
                  <Tarjeta key={`${i}|${p.nombre}`} persona={p} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </MarcoPagina>
  );
}
