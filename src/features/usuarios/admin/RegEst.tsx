// /regest: the unfinished static student registration form of docs/SPEC.md §2. It sends nothing and
// says so, on the page and when submitted; real registration is "Agregar alumno".
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { alertShown } from '@/shared/modelo/ui';
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import './alumnos.css';
import { rutas } from '@/shared/rutas';

export const AVISO_REGEST = 'Este formulario está en construcción: no envía ni guarda ningún dato.';

export default function RegEst() {
  const dispatch = useAppDispatch();
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    dispatch(alertShown(`${AVISO_REGEST} Para registrar a un alumno use «Agregar alumno» en la sección Alumnos.`));
  };
  return (
    <PaginaAdmin titulo="Registro de estudiantes" volver={{ a: rutas.admin.alumnos.lista, texto: 'Alumnos' }}>
      <p className="aviso-construccion" role="note">
        <strong>{AVISO_REGEST}</strong> Para registrar a un alumno use <Link to={rutas.admin.alumnos.agregar}>Agregar alumno</Link>.
      </p>
      <form className="formulario" onSubmit={enviar} noValidate aria-describedby="regest-nota">
        <p id="regest-nota" className="visualmente-oculto">
          {AVISO_REGEST}
        </p>
        <fieldset>
          <legend>Datos del estudiante</legend>
          <div className="regest__rejilla">
            <Campo etiqueta="Nombre(s)" name="nombres" autoComplete="off" />
            <Campo etiqueta="Apellido paterno" name="apellido_p" autoComplete="off" />
            <Campo etiqueta="Apellido materno" name="apellido_m" autoComplete="off" />
            <Campo etiqueta="Matrícula" name="matricula" autoComplete="off" />
            <Campo etiqueta="Correo institucional" name="correo" type="email" autoComplete="off" />
            <Campo etiqueta="Cuatrimestre" name="cuatrimestre" type="number" min={1} max={11} />
          </div>
        </fieldset>
        <div className="formulario__acciones">
          <Boton type="submit">Registrar (no disponible)</Boton>
        </div>
      </form>
    </PaginaAdmin>
  );
}
