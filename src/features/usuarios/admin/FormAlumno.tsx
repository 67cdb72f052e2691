// /panel_admin/alumnos/agregar_alumno and /panel_admin/alumnos/editar_alumno/{pk_usuario}: name,
// matricula and an optional e-mail, on the kit's form (notice and back to the list on success; the server's mensaje in
// the alert on failure, every value kept).
import { useParams } from 'react-router-dom';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { rutas } from '@/shared/rutas';
import { MENSAJES_USUARIOS, esquemaAlumno } from '@/shared/api/contrato/usuarios';
import { CampoCorreo, campoCorreo } from '@/shared/admin/CampoCorreo';
import { useEditarAlumnoMutation, useMostrarAlumnoIdQuery, useRegistrarAlumnoMutation } from '../api';
import type { DatosAlumno } from '../tipos';

const LISTA = rutas.admin.alumnos.lista;
const VOLVER = { a: LISTA, texto: 'Alumnos' };
const esquema = esquemaAlumno.extend({ correo: campoCorreo({ opcional: true }) });

type Valores = Required<DatosAlumno>;

/** What is sent: the e-mail when one is typed, or '' when an existing one was cleared. */
function aDatos(d: Valores, antes: string): DatosAlumno {
  const correo = d.correo.trim();
  return { alumno: d.alumno.trim(), matricula: d.matricula.trim(), ...(correo || antes ? { correo } : {}) };
}

function FormAlumno({ inicial, idAlumno }: { inicial: Valores; idAlumno?: number }) {
  const [registrar] = useRegistrarAlumnoMutation();
  const [editar] = useEditarAlumnoMutation();
  const f = useFormulario({
    inicial,
    esquema,
    volver: LISTA,
    clave: { entidad: 'usuario', formulario: 'alumno', pk: idAlumno ?? null, tipo: 'Alumno' },
    enviar: (d: Valores) => {
      const limpio = aDatos(d, inicial.correo);
      return idAlumno ? editar({ idAlumno, ...limpio }) : registrar(limpio);
    },
  });
  return (
    <FormularioAdmin f={f} enviar={idAlumno ? 'Guardar cambios' : 'Registrar alumno'}>
      <Campo etiqueta="Nombre completo del alumno" autoComplete="off" maxLength={150} {...f.campo('alumno')} />
      <Campo
        etiqueta="Matrícula"
        autoComplete="off"
        maxLength={20}
        ayuda={idAlumno ? 'La matrícula es también el usuario del alumno.' : 'El usuario y la contraseña inicial del alumno serán su matrícula.'}
        {...f.campo('matricula')}
      />
      <CampoCorreo
        etiqueta="Correo electrónico (opcional)"
        autoComplete="off"
        ayuda="Para avisarle cuando se revise lo que envía. El alumno también puede ponerlo o cambiarlo en su cuenta."
        {...f.campo('correo')}
      />
    </FormularioAdmin>
  );
}

export default function AgregarAlumno() {
  return (
    <PaginaAdmin titulo="Agregar alumno" volver={VOLVER} angosta>
      <FormAlumno inicial={{ alumno: '', matricula: '', correo: '' }} />
    </PaginaAdmin>
  );
}

export function EditarAlumno() {
  const id = Number(useParams().pk_usuario);
  const valido = Number.isInteger(id) && id > 0;
  const consulta = useMostrarAlumnoIdQuery(id, { skip: !valido, refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Editar alumno" volver={VOLVER} angosta>
      <Cargar consulta={consulta} cargando="Cargando alumno…" noExiste={MENSAJES_USUARIOS.alumnoNoExiste}>
        {(a) => <FormAlumno idAlumno={id} inicial={{ alumno: a.nombre_persona, matricula: a.matricula, correo: a.correo ?? '' }} />}
      </Cargar>
    </PaginaAdmin>
  );
}
