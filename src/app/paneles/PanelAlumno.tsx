// /panel_alumno: the student's landing page. Composes the forum's list of validated questions
// waiting for an answer and the way to add an internship experience (its page is the
// experiencias feature's, at /panel_alumno/registrar_experiencia_estadia).
import { EncabezadoPagina } from '@/shared/ui/EncabezadoPagina';
import { Link } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { useAppSelector } from '@/shared/modelo/hooks';
import { PreguntasPorResponder } from '@/features/foro';
import { EnlaceCuenta } from '@/shared/admin/EnlaceCuenta';
import './paneles.css';
import { rutas } from '@/shared/rutas';

export const RUTA_REGISTRAR_EXPERIENCIA = rutas.alumno.registrarExperiencia;

export default function PanelAlumno() {
  const h1 = useCabeza('Panel del alumno');
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <div className="contenedor">
      <EncabezadoPagina h1={h1} titulo="Panel del alumno">
        <Link to={RUTA_REGISTRAR_EXPERIENCIA} className="boton boton--primario">
          Registrar experiencia de estadía
        </Link>
      </EncabezadoPagina>
      {nombre && <p className="panel__saludo">Hola, {nombre}.</p>}
      <EnlaceCuenta />
      <p className="intro">Responda las preguntas validadas del foro: los administradores revisan cada respuesta antes de publicarla.</p>
      <PreguntasPorResponder />
    </div>
  );
}
