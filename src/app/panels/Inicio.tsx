// Home: the pre-enrolment banner (only while the link is active), title, description and the
// curriculum. Composes the enlace and plan features.
import { BannerInscripcion } from '../../features/enlace';
import { PlanEstudios } from '../../features/plan';
import { usePagina } from '../../shared/ui/usePagina';
import './panels.css';

export default function Inicio() {
  const h1 = usePagina(
    'Inicio',
    'Ingeniería en Desarrollo y Gestión de Software: plan de estudios, proyectos de estudiantes, estadías, eventos y foro.',
  );
  return (
    <>
      <BannerInscripcion />
      <section className="hero">
        <div className="contenedor hero__dentro">
          <p className="hero__eyebrow">Universidad Tecnológica · Programa educativo</p>
          <h1 ref={h1} tabIndex={-1} className="hero__titulo">
            Ingeniería en Desarrollo y Gestión de Software
          </h1>
          <p className="hero__texto">
            Aprende a diseñar, programar, probar y desplegar software para web, móvil y la nube. En dos años obtienes el título de
            Técnico Superior Universitario en Desarrollo de Software Multiplataforma y, en un año y ocho meses más, la Ingeniería,
            con dos periodos de estadía en empresas del sector.
          </p>
        </div>
      </section>
      <div className="contenedor">
        <PlanEstudios />
      </div>
    </>
  );
}
