// Home: the pre-enrolment banner (only while the link is active), title, description and the
// curriculum. Composes the enlace and plan features.
import { BannerInscripcion, datosBanner } from '@/features/enlace';
import { PlanEstudios, datosPlan } from '@/features/plan';
import { useCabeza } from '@/shared/ui/useCabeza';
import type { DatosRuta } from '@/shared/api/datosRuta';
import { SITIO } from '@/shared/config';
import './paneles.css';

const DESCRIPCION = 'Ingeniería en Desarrollo y Gestión de Software: plan de estudios, proyectos de estudiantes, estadías, eventos y foro.';

/** Server render: the banner's link and the curriculum. */
export const datosInicio: DatosRuta = async (p) => {
  await Promise.all([datosBanner(p), datosPlan(p)]);
};

/** schema.org: the programme and who offers it. */
const PROGRAMA = {
  '@context': 'https://schema.org',
  '@type': 'EducationalOccupationalProgram',
  name: SITIO.nombre,
  description: DESCRIPCION,
  educationalCredentialAwarded: [
    'Técnico Superior Universitario en Desarrollo de Software Multiplataforma',
    'Ingeniería en Desarrollo y Gestión de Software',
  ],
  timeToComplete: 'P3Y8M',
  inLanguage: 'es',
  provider: { '@type': 'CollegeOrUniversity', name: 'Universidad Tecnológica', url: SITIO.universidad },
};

export default function Inicio() {
  const h1 = useCabeza('Inicio', DESCRIPCION, { datosEstructurados: PROGRAMA, sitioConBusqueda: true });
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
            Aprende a diseñar, programar, probar y desplegar software para web, móvil y la nube. En dos años obtienes el título de Técnico Superior
            Universitario en Desarrollo de Software Multiplataforma y, en un año y ocho meses más, la Ingeniería, con dos periodos de estadía en
            empresas del sector.
          </p>
        </div>
      </section>
      <div className="contenedor">
        <PlanEstudios />
      </div>
    </>
  );
}
