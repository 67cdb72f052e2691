// Ours: the "Dados de baja" views and the reactivar* funciones. A deactivation only set
// `activo = 0`, so a reactivation sets it back: the row, its images, members and (for a student)
// its password come back as they were. Sessions ended by the deactivation stay ended. Every
// reactivation is also the "Deshacer" of its "Dar de baja". SQL: repositorios/bajas.ts.
import { funcion, type Acceso } from '../api/funcion';
import { z, pk } from '../api/validacion';
import { ErrorApi, noEncontrado } from '../api/errores';
import { repoBajas, type Reactivable } from '../db/repositorios/bajas';
import { ENTIDADES_BAJA, MENSAJES_BAJAS as M, POR_PAGINA_BAJAS } from '@/shared/api/contrato/bajas';
import { normalizar } from '@/shared/lib/normalizar';

type Reactivar =
  'reactivarProyecto' | 'reactivarEvento' | 'reactivarEmpresaEstadia' | 'reactivarExperienciaEstadia' | 'reactivarAlumno' | 'reactivarUsuario';

/** One reactivar funcion: a deactivated row back to active, or a 404 in Spanish. */
function reactivar<F extends Reactivar>(nombre: F, acceso: Acceso, que: Reactivable, noExiste: string, hecho: string) {
  return funcion(nombre, {
    acceso,
    escribe: true,
    bitacora: { entidad: que === 'alumno' || que === 'admin' ? 'usuario' : que, pk: 'pk' },
    schema: z.object({ pk: pk(M.pk) }),
    async run({ pk: id }, { db }) {
      const repo = repoBajas(db);
      // an experience comes back only under an active company (the public page lists it there)
      if (que === 'experiencia' && (await repo.empresaDeBaja(id))) throw new ErrorApi(M.empresaDeBaja, 409);
      if (!(await repo.reactivar(que, id))) throw noEncontrado(noExiste);
      return { codigo: 1 as const, mensaje: hecho };
    },
  });
}

export const funcionesBajas = {
  mostrarDadosDeBaja: funcion('mostrarDadosDeBaja', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({
      entidad: z.enum(ENTIDADES_BAJA, { error: M.entidad }),
      pkEmpresa: pk('Identificador de empresa no válido.').optional(),
      pagina: z.coerce.number({ error: M.pagina }).int(M.pagina).min(1, M.pagina).max(100_000, M.pagina).optional(),
      q: z.string({ error: M.busqueda }).max(100, M.busqueda).optional(),
    }),
    // a page at a time, searched on the server: the name (normalised) and the matrícula
    async run({ entidad, pkEmpresa, pagina = 1, q = '' }, { db }) {
      const palabras = normalizar(q).split(/\s+/).filter(Boolean).slice(0, 10);
      const desde = (pagina - 1) * POR_PAGINA_BAJAS;
      const r = await repoBajas(db).dadosDeBaja(entidad, { pkEmpresa: pkEmpresa ?? null, palabras, limite: POR_PAGINA_BAJAS, desde });
      return { ...r, pagina, porPagina: POR_PAGINA_BAJAS };
    },
  }),

  mostrarUsuariosDeBaja: funcion('mostrarUsuariosDeBaja', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    run(_p, { db }) {
      return repoBajas(db).adminsDeBaja();
    },
  }),

  reactivarProyecto: reactivar('reactivarProyecto', ['a'], 'proyecto', M.proyectoNoExiste, M.proyectoReactivado),
  reactivarEvento: reactivar('reactivarEvento', ['a'], 'evento', M.eventoNoExiste, M.eventoReactivado),
  reactivarEmpresaEstadia: reactivar('reactivarEmpresaEstadia', ['a'], 'empresa', M.empresaNoExiste, M.empresaReactivada),
  reactivarExperienciaEstadia: reactivar('reactivarExperienciaEstadia', ['a'], 'experiencia', M.experienciaNoExiste, M.experienciaReactivada),
  reactivarAlumno: reactivar('reactivarAlumno', ['a'], 'alumno', M.alumnoNoExiste, M.alumnoReactivado),
  reactivarUsuario: reactivar('reactivarUsuario', ['s'], 'admin', M.usuarioNoExiste, M.usuarioReactivado),
};
