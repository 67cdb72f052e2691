// Two revisions compared field by field: each changed field with the older side (removed words struck
// in red, removed images and names marked) beside the newer (added ones underlined in green, marked),
// stacked on a phone; the fields that did not change in one line. Marks are words too, not colour
// alone: <del>/<ins> with a visually hidden "eliminado:"/"añadido:", and a visible badge on images.
import type { ReactNode } from 'react';
import { Foto } from '@/shared/ui/Foto';
import { estadoConsulta } from '../PaginaAdmin';
import { Cargando } from '@/shared/ui/SinResultados';
import { useMostrarRevisionQuery } from './api';
import { comparar, type CampoComparado, type Estado, type Parte } from './comparar';
import type { ImagenRevision, Revision } from '@/shared/api/contrato/revisiones';

const OCULTO: Record<Estado, string> = { igual: '', quitado: 'eliminado: ', agregado: 'añadido: ' };

function Marca({ estado, children }: { estado: Estado; children: ReactNode }) {
  if (estado === 'igual') return <>{children}</>;
  const Etiqueta = estado === 'quitado' ? 'del' : 'ins';
  return (
    <Etiqueta className={`comparacion__${estado}`}>
      <span className="visualmente-oculto">{OCULTO[estado]}</span>
      {children}
    </Etiqueta>
  );
}

const vacio = <p className="comparacion__nada">(vacío)</p>;

function Imagenes({ partes, etiqueta }: { partes: Parte<ImagenRevision>[]; etiqueta: string }) {
  if (partes.length === 0) return vacio;
  return (
    <ul className="comparacion__imagenes">
      {partes.map(({ valor, estado }, i) => (
        <li key={`${valor.ruta}-${i}`} className={`comparacion__imagen comparacion__imagen--${estado}`}>
          <Foto ruta={valor.ruta} alt={valor.alt || `${etiqueta}: imagen ${i + 1}`} sizes="7rem" ancho={112} alto={84} />
          {estado !== 'igual' && <span className="comparacion__insignia">{estado === 'quitado' ? 'Eliminada' : 'Añadida'}</span>}
        </li>
      ))}
    </ul>
  );
}

function Lado({ campo, lado }: { campo: CampoComparado; lado: 'antes' | 'despues' }) {
  if (campo.tipo === 'imagenes') return <Imagenes partes={campo[lado]} etiqueta={campo.etiqueta} />;
  if (campo.tipo === 'lista')
    return campo[lado].length === 0 ? (
      vacio
    ) : (
      <ul className="comparacion__nombres">
        {campo[lado].map((p, i) => (
          <li key={`${p.valor}-${i}`}>
            <Marca estado={p.estado}>{p.valor}</Marca>
          </li>
        ))}
      </ul>
    );
  const partes = campo[lado];
  if (partes.every((p) => p.valor === '')) return vacio;
  return (
    <p className="comparacion__texto">
      {partes.map((p, i) => (
        <Marca key={i} estado={p.estado}>
          {p.valor}
        </Marca>
      ))}
    </p>
  );
}

/** Two revisions (or a revision and what is being typed: the conflict view, issue 48) compared. */
export function Campos({ antes, despues, titulos }: { antes: Revision; despues: Revision; titulos: [string, string] }) {
  const campos = comparar(antes.campos, despues.campos);
  const cambiados = campos.filter((c) => c.cambio);
  const iguales = campos.filter((c) => !c.cambio);
  return (
    <div className="comparacion">
      {cambiados.length === 0 && <p className="comparacion__nada">Las dos versiones tienen el mismo contenido.</p>}
      {cambiados.map((c) => (
        <section key={c.clave} className="comparacion__campo" aria-labelledby={`comparacion-${c.clave}`}>
          <h3 id={`comparacion-${c.clave}`} className="comparacion__etiqueta">
            {c.etiqueta}
          </h3>
          <div className="comparacion__lados">
            <div className="comparacion__lado comparacion__lado--antes">
              <h4 className="comparacion__lado-titulo">
                Antes: {titulos[0]}, de {antes.usuario}
              </h4>
              <Lado campo={c} lado="antes" />
            </div>
            <div className="comparacion__lado comparacion__lado--despues">
              <h4 className="comparacion__lado-titulo">
                Después: {titulos[1]}, de {despues.usuario}
              </h4>
              <Lado campo={c} lado="despues" />
            </div>
          </div>
        </section>
      ))}
      {iguales.length > 0 && (
        <p className="comparacion__iguales">
          <strong>Sin cambios:</strong> {iguales.map((c) => c.etiqueta).join(', ')}.
        </p>
      )}
    </div>
  );
}

/**
 * Loads both revisions (each cached: a revision never changes) and compares them. It reads
 * `currentData`, not `data`: while a newly chosen revision loads, `data` still holds the one chosen
 * before, and the comparison would show the old pair under the new titles.
 */
export function Comparacion({ antes, despues, titulos }: { antes: number; despues: number; titulos: [string, string] }) {
  const a = useMostrarRevisionQuery(antes);
  const b = useMostrarRevisionQuery(despues);
  const estado = estadoConsulta(a, 'Cargando versiones…') ?? estadoConsulta(b, 'Cargando versiones…');
  if (estado || !a.currentData || !b.currentData) return <div aria-live="polite">{estado ?? <Cargando texto="Cargando versiones…" />}</div>;
  return <Campos antes={a.currentData} despues={b.currentData} titulos={titulos} />;
}
