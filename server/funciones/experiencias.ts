// Student internship experiences: anyone reads a company's experiences; admins and students
// register them (published at once); admins deactivate them (activo = 0, never deleted).
import { funcion } from '../api/funcion';
import { z, pk } from '../api/validacion';
import { ErrorApi, noEncontrado } from '../api/errores';
import { empresaActiva, EMPRESA_NO_ENCONTRADA } from './empresas';
import { repoEmpresas } from '../db/repositorios/empresas';
import { repoExperiencias } from '../db/repositorios/experiencias';
import { MENSAJES_EXPERIENCIA } from '@/shared/api/contrato/experiencias';
import { formExperiencia } from '@/shared/api/contrato/experiencias.esquema';

const EXPERIENCIA_NO_ENCONTRADA = MENSAJES_EXPERIENCIA.noEncontrada;

export const funcionesExperiencias = {
  mostrarEmpresas: funcion('mostrarEmpresas', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return repoEmpresas(db).opciones();
    },
  }),

  obtenerTodasExperienciasDeEmpresa: funcion('obtenerTodasExperienciasDeEmpresa', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({ pkEmpresa: pk('Identificador de empresa no válido.') }),
    async run({ pkEmpresa }, { db }) {
      const empresa = await empresaActiva(db, pkEmpresa);
      if (!empresa) throw noEncontrado(EMPRESA_NO_ENCONTRADA);
      return { empresa, experiencias: await repoExperiencias(db).deEmpresa(pkEmpresa) };
    },
  }),

  registrarExperienciaEstadia: funcion('registrarExperienciaEstadia', {
    acceso: ['a', 'e'],
    escribe: true,
    bitacora: { entidad: 'experiencia', nueva: true },
    schema: formExperiencia,
    async run({ nombreEstudiante, nivelAcademico, experiencia, fkEmpresaEstadia }, { db, usuario }) {
      if (!(await empresaActiva(db, fkEmpresaEstadia))) throw new ErrorApi(EMPRESA_NO_ENCONTRADA);
      await repoExperiencias(db).insertar({
        fkEmpresa: fkEmpresaEstadia,
        nombreEstudiante,
        nivel: nivelAcademico,
        experiencia,
        fkUsuario: usuario?.pk_usuario ?? null,
      });
      return { codigo: 1 as const, mensaje: 'Experiencia de estadía registrada. ¡Gracias por compartirla!' };
    },
  }),

  darBajaExperienciaEstadia: funcion('darBajaExperienciaEstadia', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'experiencia', pk: 'pk' },
    schema: z.object({ pk: pk('Identificador de experiencia no válido.') }),
    async run({ pk: pkExperiencia }, { db }) {
      if (!(await repoExperiencias(db).darBaja(pkExperiencia))) throw noEncontrado(EXPERIENCIA_NO_ENCONTRADA);
      return { codigo: 1 as const, mensaje: 'Experiencia de estadía dada de baja.' };
    },
  }),
};
