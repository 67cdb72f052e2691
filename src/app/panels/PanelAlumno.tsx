// /panel_alumno: the student's landing page.
import { Link } from 'react-router-dom';
import { usePagina } from '../../shared/ui/usePagina';
import { useAppSelector } from '../../shared/model/hooks';
import './panels.css';

export default function PanelAlumno() {
  const h1 = usePagina('Panel del alumno');
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Panel del alumno
      </h1>
      {nombre && <p className="panel__saludo">Hola, {nombre}.</p>}
      <p className="intro">Desde aquí respondes las preguntas validadas del foro y compartes tu experiencia de estadía.</p>
      <Link to="/panel_alumno/registrar_experiencia_estadia" className="boton boton--primario">
        Registrar experiencia de estadía
      </Link>
    </div>
  );
}
