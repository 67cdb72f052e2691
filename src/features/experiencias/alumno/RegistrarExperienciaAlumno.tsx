// /panel_alumno/registrar_experiencia_estadia: a student shares an internship experience under
// their own name (the session's: no name field); it waits for an admin's review, as the server's
// notice says, and the student returns to the panel.
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { useAppSelector } from '@/shared/modelo/hooks';
import { rutas } from '@/shared/rutas';
import { FormExperiencia } from '../FormExperiencia';

export default function RegistrarExperienciaAlumno() {
  const nombre = useAppSelector((s) => s.session.nombre_persona) ?? '';
  return (
    <PaginaAdmin titulo="Registrar experiencia de estadía" volver={{ a: rutas.alumno.panel, texto: 'Panel del alumno' }} angosta>
      <p className="intro">
        Cuenta a futuros alumnos cómo fue tu estadía. Se publicará con tu nombre, {nombre || 'el de tu cuenta'}, en la página de la empresa cuando un
        administrador la revise.
      </p>
      <FormExperiencia volver={rutas.alumno.panel} nombreInicial={nombre || 'Alumno'} sinNombre />
    </PaginaAdmin>
  );
}
