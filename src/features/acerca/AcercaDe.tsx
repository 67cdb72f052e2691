// /acerca_de: the three student developers and the advisor teacher, from contenido.ts.
import { useCabeza } from '@/shared/ui/useCabeza';
import { Foto } from '@/shared/ui/Foto';
import { ASESOR, DESARROLLADORES, INTRO_ACERCA, type Persona } from './contenido';
import './acerca.css';

const iniciales = (nombre: string) =>
  nombre
    .replace(/^(M\. en C\.|Dr\.|Dra\.|Mtro\.|Mtra\.|Ing\.|Lic\.)\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0])
    .join('');

function Tarjeta({ persona }: { persona: Persona }) {
  return (
    <li className="tarjeta persona">
      {persona.foto ? (
        <Foto className="persona__foto" ruta={persona.foto} alt={`Foto de ${persona.nombre}`} ancho={96} alto={96} sizes="6rem" />
      ) : (
        <span className="persona__iniciales" aria-hidden="true">
          {iniciales(persona.nombre)}
        </span>
      )}
      <div className="tarjeta__cuerpo">
        <h3>{persona.nombre}</h3>
        <p className="persona__papel">{persona.papel}</p>
        <p>{persona.descripcion}</p>
      </div>
    </li>
  );
}

export default function AcercaDe() {
  const h1 = useCabeza('Acerca de', 'Quién desarrolló el sitio del programa de Ingeniería en Desarrollo y Gestión de Software.');
  return (
    <div className="contenedor acerca">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Acerca de
        </h1>
      </div>
      <p className="intro">{INTRO_ACERCA}</p>
      <section aria-labelledby="acerca-desarrolladores">
        <h2 id="acerca-desarrolladores">Estudiantes desarrolladores</h2>
        <ul className="rejilla acerca__lista">
          {DESARROLLADORES.map((p) => (
            <Tarjeta key={p.nombre} persona={p} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="acerca-asesor">
        <h2 id="acerca-asesor">Profesor asesor</h2>
        <ul className="rejilla acerca__lista">
          <Tarjeta persona={ASESOR} />
        </ul>
      </section>
    </div>
  );
}
