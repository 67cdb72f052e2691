// The curriculum block: level label → terms (numbered) → subjects. A subject expands and collapses
// by its arrow button (ui.materiasAbiertas); clicking a subject image opens the image popup.
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { imagePopupOpened, materiaToggled } from '@/shared/modelo/ui';
import { Cargando, ErrorCarga } from '@/shared/ui/SinResultados';
import { usePlan, FUENTE_PLAN } from './usePlan';
import type { NivelAcademico } from './tipos';
import './plan.css';

const ORDINALES = ['', 'Primer', 'Segundo', 'Tercer', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno', 'Décimo', 'Undécimo'];

export const idMateria = (numero: number, nombre: string) => `c${numero}-${nombre}`;

export function PlanEstudios({ fuente = FUENTE_PLAN }: { fuente?: string }) {
  const estado = usePlan(fuente);
  return (
    <section className="plan" aria-labelledby="plan-titulo" aria-busy={estado.estado === 'cargando'}>
      <h2 id="plan-titulo" className="plan__titulo">
        Plan de estudios
      </h2>
      {estado.estado === 'cargando' && <Cargando texto="Cargando el plan de estudios…" />}
      {estado.estado === 'error' && <ErrorCarga mensaje="No se pudo cargar el plan de estudios. Recargue la página para intentarlo de nuevo." />}
      {estado.estado === 'listo' && <Niveles plan={estado.plan} />}
    </section>
  );
}

function Niveles({ plan }: { plan: NivelAcademico[] }) {
  const dispatch = useAppDispatch();
  const abiertas = useAppSelector((s) => s.ui.materiasAbiertas);
  return (
    <>
      {plan.map((nivel) => (
        <div key={nivel.nivel_academico} className="plan__nivel">
          <h3 className="plan__nivel-nombre">{nivel.nivel_academico}</h3>
          <div className="plan__cuatrimestres">
            {nivel.cuatrimestres.map((c) => (
              <section key={c.numero} className="cuatri" aria-label={`${ORDINALES[c.numero]} cuatrimestre`}>
                <h4 className="cuatri__titulo">
                  <span className="cuatri__numero" aria-hidden="true">
                    {c.numero}
                  </span>
                  {ORDINALES[c.numero]} cuatrimestre
                </h4>
                <ul className="cuatri__materias">
                  {c.materias.map((m) => {
                    const id = idMateria(c.numero, m.nombre);
                    const abierta = abiertas.includes(id);
                    const panel = `panel-${id.replace(/[^a-zA-Z0-9-]/g, '_')}`;
                    return (
                      <li key={m.nombre} className={`materia${abierta ? ' materia--abierta' : ''}`}>
                        <button
                          type="button"
                          className="materia__boton"
                          aria-expanded={abierta}
                          aria-controls={panel}
                          onClick={() => dispatch(materiaToggled(id))}
                        >
                          <span>{m.nombre}</span>
                          <svg className="materia__flecha" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                          </svg>
                        </button>
                        <div id={panel} className="materia__panel" hidden={!abierta}>
                          <ul className="materia__puntos">
                            {m.puntos.map((p) => (
                              <li key={p}>{p}</li>
                            ))}
                          </ul>
                          <div className="materia__imgs">
                            {m.imgs.map((src, i) => (
                              <button
                                key={src + i}
                                type="button"
                                className="materia__img"
                                onClick={() => dispatch(imagePopupOpened({ src, alt: `${m.nombre}: ilustración ${i + 1}` }))}
                              >
                                <img
                                  src={src}
                                  alt={`${m.nombre}: ilustración ${i + 1} (ampliar)`}
                                  width={320}
                                  height={200}
                                  loading="lazy"
                                  decoding="async"
                                />
                              </button>
                            ))}
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
