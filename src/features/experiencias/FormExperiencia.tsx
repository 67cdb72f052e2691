// The experience form shared by the admin and student pages: student name, academic level
// (t, l, i), company (from mostrarEmpresas) and the text. A refusal shows the server's mensaje in
// the alert dialog and keeps every value; success shows a notice and goes to `volver`.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../shared/ui/Field';
import { SelectField } from '../../shared/ui/SelectField';
import { Button } from '../../shared/ui/Button';
import { ErrorCarga } from '../../shared/ui/EmptyState';
import { useAppDispatch } from '../../shared/model/hooks';
import { alertShown, noticeShown } from '../../shared/model/ui';
import { mensajeDeError } from '../../shared/api/errores';
import { useMostrarEmpresasQuery, useRegistrarExperienciaEstadiaMutation } from './api';
import { OPCIONES_NIVEL, type DatosExperiencia } from './types';
import { validarExperiencia, type ErroresExperiencia } from './validation';
import '../../shared/ui/admin.css';

interface Props {
  /** Where success and "Cancelar" lead. */
  volver: string;
  /** Prefilled student name (the student's own name in the student area). */
  nombreInicial?: string;
  /** Preselected company pk (from ?empresa=). */
  empresaInicial?: string;
  /** Where to go after success when it differs from `volver` for the chosen company. */
  destino?: (fkEmpresa: string) => string;
}

export function FormExperiencia({ volver, nombreInicial = '', empresaInicial = '', destino }: Props) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const empresas = useMostrarEmpresasQuery();
  const [registrar, { isLoading: enviando }] = useRegistrarExperienciaEstadiaMutation();
  const [datos, setDatos] = useState<DatosExperiencia>({
    nombreEstudiante: nombreInicial,
    nivelAcademico: '',
    experiencia: '',
    fkEmpresaEstadia: empresaInicial,
  });
  const [errores, setErrores] = useState<ErroresExperiencia>({});
  const cambiar = <K extends keyof DatosExperiencia>(k: K, v: DatosExperiencia[K]) => {
    setDatos((d) => ({ ...d, [k]: v }));
    setErrores((e) => (e[k] ? { ...e, [k]: undefined } : e));
  };

  const opciones = (empresas.data ?? []).map((e) => ({ valor: String(e.pk_empresa_estadia), texto: e.nombre_empresa }));
  // a preselected company that is no longer active is not offered
  const empresaElegida = opciones.some((o) => o.valor === String(datos.fkEmpresaEstadia)) ? String(datos.fkEmpresaEstadia) : '';

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const valores = { ...datos, fkEmpresaEstadia: empresas.data ? empresaElegida : datos.fkEmpresaEstadia };
    const encontrados = validarExperiencia(valores);
    setErrores(encontrados);
    if (Object.keys(encontrados).length) return;
    const r = await registrar({ ...valores, nombreEstudiante: valores.nombreEstudiante.trim(), experiencia: valores.experiencia.trim() });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error)));
      return;
    }
    dispatch(noticeShown(r.data.mensaje));
    void navigate(destino ? destino(String(valores.fkEmpresaEstadia)) : volver);
  }

  return (
    <form className="formulario" onSubmit={enviar} noValidate>
      <Field
        etiqueta="Nombre del estudiante"
        name="nombreEstudiante"
        autoComplete="name"
        maxLength={120}
        value={datos.nombreEstudiante}
        error={errores.nombreEstudiante}
        onChange={(e) => cambiar('nombreEstudiante', e.target.value)}
      />
      <SelectField
        etiqueta="Nivel académico"
        name="nivelAcademico"
        vacia="Seleccione el nivel…"
        opciones={OPCIONES_NIVEL}
        value={datos.nivelAcademico}
        error={errores.nivelAcademico}
        onChange={(e) => cambiar('nivelAcademico', e.target.value as DatosExperiencia['nivelAcademico'])}
      />
      {empresas.error ? (
        <ErrorCarga mensaje={mensajeDeError(empresas.error)} onReintentar={empresas.refetch} />
      ) : (
        <SelectField
          etiqueta="Empresa de estadía"
          name="fkEmpresaEstadia"
          vacia={empresas.isLoading ? 'Cargando empresas…' : opciones.length ? 'Seleccione una empresa…' : 'No hay empresas registradas'}
          opciones={opciones}
          value={empresaElegida}
          error={errores.fkEmpresaEstadia}
          onChange={(e) => cambiar('fkEmpresaEstadia', e.target.value)}
        />
      )}
      <Field
        multilinea
        etiqueta="Experiencia del estudiante"
        name="experiencia"
        rows={8}
        maxLength={3000}
        value={datos.experiencia}
        error={errores.experiencia}
        ayuda="¿Qué hiciste, qué aprendiste y cómo te recibió la empresa? Máximo 3000 caracteres."
        onChange={(e) => cambiar('experiencia', e.target.value)}
      />
      <div className="formulario__acciones">
        <Button type="submit" cargando={enviando}>
          Registrar experiencia
        </Button>
        <Link to={volver} className="boton boton--secundario">
          Cancelar
        </Link>
      </div>
    </form>
  );
}
