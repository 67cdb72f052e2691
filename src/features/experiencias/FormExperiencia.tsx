// The experience form shared by the admin and student pages, on the kit's form: student name,
// academic level (t, l, i), company (from mostrarEmpresas) and the text. A refusal shows the
// server's mensaje in the alert dialog and keeps every value; success shows a notice and leaves.
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { ErrorCarga } from '@/shared/ui/SinResultados';
import { mensajeDe } from '@/shared/admin/PaginaAdmin';
import { formExperiencia } from '@/shared/api/contrato/experiencias';
import { useMostrarEmpresasQuery, useRegistrarExperienciaEstadiaMutation } from './api';
import { OPCIONES_NIVEL, type DatosExperiencia } from './tipos';

interface Props {
  /** Where success and "Cancelar" lead. */
  volver: string;
  /** Prefilled student name (the student's own name in the student area). */
  nombreInicial?: string;
  /** The student area: no name field (the server takes the name from the session; the session's name is sent as docs/SPEC.md lists the field). */
  sinNombre?: boolean;
  /** Preselected company pk (from ?empresa=). */
  empresaInicial?: string;
  /** Where to go after success when it differs from `volver` for the chosen company. */
  destino?: (fkEmpresa: string) => string;
}

export function FormExperiencia({ volver, nombreInicial = '', sinNombre, empresaInicial = '', destino }: Props) {
  const empresas = useMostrarEmpresasQuery();
  const [registrar] = useRegistrarExperienciaEstadiaMutation();
  const opciones = (empresas.data ?? []).map((e) => ({ valor: String(e.pk_empresa_estadia), texto: e.nombre_empresa }));
  // a preselected company that is no longer active is not offered
  const elegida = (fk: DatosExperiencia['fkEmpresaEstadia']) => (!empresas.data || opciones.some((o) => o.valor === String(fk)) ? String(fk) : '');
  const inicial: DatosExperiencia = { nombreEstudiante: nombreInicial, nivelAcademico: '', experiencia: '', fkEmpresaEstadia: empresaInicial };
  const f = useFormulario({
    inicial,
    esquema: formExperiencia,
    volver,
    clave: { entidad: 'experiencia', pk: null },
    preparar: (v) => ({ ...v, fkEmpresaEstadia: elegida(v.fkEmpresaEstadia) }),
    destino: destino && ((v) => destino(String(v.fkEmpresaEstadia))),
    enviar: (v) => registrar({ ...v, nombreEstudiante: v.nombreEstudiante.trim(), experiencia: v.experiencia.trim() }),
  });
  const empresa = f.campo('fkEmpresaEstadia');
  return (
    <FormularioAdmin f={f} enviar="Registrar experiencia">
      {!sinNombre && <Campo etiqueta="Nombre del estudiante" autoComplete="name" maxLength={120} {...f.campo('nombreEstudiante')} />}
      <CampoSeleccion etiqueta="Nivel académico" vacia="Seleccione el nivel…" opciones={OPCIONES_NIVEL} {...f.campo('nivelAcademico')} />
      {empresas.error ? (
        <ErrorCarga mensaje={mensajeDe(empresas.error)} onReintentar={empresas.refetch} />
      ) : (
        <CampoSeleccion
          etiqueta="Empresa de estadía"
          vacia={empresas.isLoading ? 'Cargando empresas…' : opciones.length ? 'Seleccione una empresa…' : 'No hay empresas registradas'}
          opciones={opciones}
          {...empresa}
          value={elegida(empresa.value)}
        />
      )}
      <Campo
        multilinea
        etiqueta="Experiencia del estudiante"
        rows={8}
        maxLength={3000}
        ayuda="¿Qué hiciste, qué aprendiste y cómo te recibió la empresa? Máximo 3000 caracteres."
        {...f.campo('experiencia')}
      />
    </FormularioAdmin>
  );
}
