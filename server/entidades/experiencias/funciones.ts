// Student internship experiences: anyone reads a company's experiences; admins and students
// register them (an admin's published at once, a student's reviewed first, with the name of the
// session); admins validate or discard them and deactivate them (activo = 0, never deleted).
import { funcion } from '@server/api/funcion';
import { z, pk } from '@server/api/validacion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { empresaActiva, EMPRESA_NO_ENCONTRADA } from '../empresas/funciones';
import { repoEmpresas } from '../empresas/repositorio';
import { repoExperiencias } from './repositorio';
import { MENSAJES_EXPERIENCIA, formExperiencia } from '@/shared/api/contrato/experiencias';
import { aLote, idsLote, moderar, type Transicion } from '@server/entidades/foro/moderacion';
import { experienciaModerada, experienciaNueva } from '@server/funciones/avisosDeContenido';
import { LIMITES_EXPERIENCIA } from '@server/avisos/limitesCorreo';
import { reactivacion } from '@server/funciones/bajas';

const EXPERIENCIA_NO_ENCONTRADA = MENSAJES_EXPERIENCIA.noEncontrada;
const EXPERIENCIA_NO_VALIDA = 'Identificador de experiencia no válido.';

/** Validating (1) or discarding (2) one experience (`pk`) or several (`ids`), as the forum's moderation. */
function moderadorExperiencia<F extends 'validarExperienciaEstadia' | 'descartarExperienciaEstadia'>(nombre: F, estatus: 1 | 2) {
  const publicada = estatus === 1;
  const t: Transicion = {
    tabla: 'experiencias',
    mover: (db, id, quien) => repoExperiencias(db).mover(id, estatus, quien),
    estado: (db, id) => repoExperiencias(db).estado(id),
    async avisar(ctx, id) {
      const x = await repoExperiencias(ctx.db).autorYEmpresa(id);
      if (x) await experienciaModerada(ctx, x.fk_usuario, x.nombre_empresa, publicada);
    },
    hecho: publicada
      ? ['Experiencia validada y publicada', 'experiencias validadas y publicadas']
      : ['Experiencia descartada', 'experiencias descartadas'],
    noExiste: EXPERIENCIA_NO_ENCONTRADA,
    yaEn: {
      publicada: 'La experiencia ya fue validada; no se cambió nada.',
      descartada: 'La experiencia ya fue descartada; no se cambió nada.',
    },
  };
  return funcion(nombre, {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'experiencia', pk: 'pk' },
    schema: z
      .object({ pk: pk(EXPERIENCIA_NO_VALIDA).optional(), ids: idsLote(EXPERIENCIA_NO_VALIDA) })
      .transform((p, ctx) => aLote(p.pk, p.ids, ctx)),
    run: ({ ids, uno }, ctx) => moderar(ctx, t, ids, uno),
  });
}

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
    limite: LIMITES_EXPERIENCIA,
    // a student's name comes from the session (the field may be absent), an admin's from the form
    schema: formExperiencia.extend({ nombreEstudiante: formExperiencia.shape.nombreEstudiante.optional() }),
    async run({ nombreEstudiante, nivelAcademico, experiencia, fkEmpresaEstadia }, ctx) {
      const { db, usuario } = ctx;
      const empresa = await empresaActiva(db, fkEmpresaEstadia);
      if (!empresa) throw new ErrorApi(EMPRESA_NO_ENCONTRADA);
      const alumno = usuario.rol === 'e';
      const nombre = alumno ? usuario.nombre_persona : nombreEstudiante;
      if (!nombre) throw new ErrorApi(MENSAJES_EXPERIENCIA.nombre);
      const estatus = alumno ? (0 as const) : (1 as const);
      await repoExperiencias(db).insertar({
        fkEmpresa: fkEmpresaEstadia,
        nombreEstudiante: nombre,
        nivel: nivelAcademico,
        experiencia,
        fkUsuario: usuario.pk_usuario,
        estatus,
      });
      if (!alumno) return { codigo: 1 as const, mensaje: 'Experiencia de estadía registrada. ¡Gracias por compartirla!', estatus };
      await experienciaNueva(ctx, nombre, empresa.nombre_empresa);
      return {
        codigo: 1 as const,
        mensaje: 'Experiencia enviada. Los administradores la revisarán antes de publicarla. ¡Gracias por compartirla!',
        estatus,
      };
    },
  }),

  traerExperienciasPendientes: funcion('traerExperienciasPendientes', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    run: (_p, { db }) => repoExperiencias(db).pendientes(),
  }),

  validarExperienciaEstadia: moderadorExperiencia('validarExperienciaEstadia', 1),
  descartarExperienciaEstadia: moderadorExperiencia('descartarExperienciaEstadia', 2),

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
  reactivarExperienciaEstadia: reactivacion('reactivarExperienciaEstadia', {
    acceso: ['a'],
    entidad: 'experiencia',
    noExiste: MENSAJES_EXPERIENCIA.deBajaNoExiste,
    hecho: MENSAJES_EXPERIENCIA.reactivado,
    // an experience comes back only under an active company (the public page lists it there)
    async antes(pk, db) {
      if (await repoExperiencias(db).empresaDeBaja(pk)) throw new ErrorApi(MENSAJES_EXPERIENCIA.empresaDeBaja, 409);
    },
  }),
};
