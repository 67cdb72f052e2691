// The curriculum block: level label → terms (numbered) → subjects. A subject expands and collapses
// by its arrow button (ui.materiasAbiertas) and shows its hours and credits when given; clicking a
// subject image opens the image popup, with the image's authored alternative text. The plan comes
// from mostrarPlan (the database), rendered on the server with the home page (datosPlan).
import type { Ref } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { imagePopupOpened, materiaToggled } from '@/shared/modelo/ui';
import { Cargando, ErrorCarga } from '@/shared/ui/SinResultados';
import { pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { imageUrl } from '@/shared/lib/urlImagen';
import { RUTA_PDF_PLAN, altDe, cargaDe, nombreCuatrimestre, type NivelAcademico } from '@/shared/api/contrato/plan';
import { NombreCuatrimestre } from '@/shared/ui/NombreCuatrimestre';
import { planApi, useMostrarPlanQuery } from './api';
import './plan.css';

export const idMateria = (numero: number, nombre: string) => `c${numero}-${nombre}`;

/** Server render of a page that shows the curriculum. */
export const datosPlan: DatosRuta = async ({ dispatch }) => {
  await pedir(dispatch, planApi.endpoints.mostrarPlan, undefined);
};

/** `h1`: the block is the page itself (/plan_de_estudios): its title is the page's h1, focused on arrival. */
export function PlanEstudios({ h1 }: { h1?: Ref<HTMLHeadingElement> }) {
  const consulta = useMostrarPlanQuery();
  // an answer that is not a list of levels (another api.php) is a failure to load, not a crash
  const data = Array.isArray(consulta.data) ? consulta.data : undefined;
  const isError = consulta.isError || (consulta.isSuccess && !data);
  const cargando = !data && !isError;
  return (
    <section className="plan" aria-labelledby="plan-titulo" aria-busy={cargando}>
      <div className="plan__cabeza">
        {h1 ? (
          <h1 ref={h1} tabIndex={-1} id="plan-titulo" className="plan__titulo">
            Plan de estudios
          </h1>
        ) : (
          <h2 id="plan-titulo" className="plan__titulo">
            Plan de estudios
          </h2>
        )}
        <a className="boton boton--secundario plan__pdf" href={RUTA_PDF_PLAN}>
          Descargar el plan de estudios (PDF)
        </a>
      </div>
      {cargando && <Cargando texto="Cargando el plan de estudios…" />}
      {!data && isError && <ErrorCarga mensaje="No se pudo cargar el plan de estudios. Recargue la página para intentarlo de nuevo." />}
      {data && <Niveles plan={data} />}
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
              <section key={c.numero} className="cuatri" aria-label={nombreCuatrimestre(c.numero)}>
                <h4 className="cuatri__titulo">
                  <NombreCuatrimestre numero={c.numero} claseNumero="cuatri__numero" />
                </h4>
                <ul className="cuatri__materias">
                  {c.materias.map((m) => {
                    const id = idMateria(c.numero, m.nombre);
                    const abierta = abiertas.includes(id);
                    const panel = `panel-${id.replace(/[^a-zA-Z0-9-]/g, '_')}`;
                    const carga = cargaDe(m);
                    return (
                      <li key={m.nombre} className={`materia${abierta ? ' materia--abierta' : ''}`}>
                        <button
                          type="button"
                          className="materia__boton"
                          aria-expanded={abierta}
                          aria-controls={panel}
                          onClick={() => dispatch(materiaToggled(id))}
                        >
                          {/* the arrow leads its name: at the right edge the back-to-top button covered it on a phone */}
                          <svg className="materia__flecha" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                          </svg>
                          <span>{m.nombre}</span>
                        </button>
                        {carga && <p className="materia__carga">{carga}</p>}
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
                                onClick={() => dispatch(imagePopupOpened({ src: imageUrl(src), alt: altDe(m, i) }))}
                              >
                                <img src={imageUrl(src)} alt={`${altDe(m, i)} (ampliar)`} width={320} height={200} loading="lazy" decoding="async" />
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
