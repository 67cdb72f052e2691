// /panel_alumno/registrar_experiencia_estadia: a student shares an internship experience (their
// own name prefilled, editable); it is published at once and the student returns to the panel.
import { Link } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { useAppSelector } from '../../../shared/model/hooks';
import { FormExperiencia } from '../FormExperiencia';

export default function RegistrarExperienciaAlumno() {
  const h1 = usePagina('Registrar experiencia de estadía');
  const nombre = useAppSelector((s) => s.session.nombre_persona) ?? '';
  return (
    <div className="contenedor">
      <Link to="/panel_alumno" className="volver">
        ← Panel del alumno
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Registrar experiencia de estadía
      </h1>
      <p className="intro">Cuenta a futuros alumnos cómo fue tu estadía. Tu experiencia se publicará en la página de la empresa.</p>
      <FormExperiencia volver="/panel_alumno" nombreInicial={nombre} />
    </div>
  );
}
