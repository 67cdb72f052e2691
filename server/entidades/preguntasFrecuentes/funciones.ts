// The 'Preguntas frecuentes' topic's entries: a public read (remembered until content changes) and
// the admins' save of the whole list. One call for add, edit, remove and move: the editor holds the
// list as a draft and sends it once, so the page, the search index (reindexed by the pipeline in
// the same transaction: bitacora's entity) and the audit trail change together, and a half-done
// reordering is never public.
import { funcion } from '@server/api/funcion';
import { hastaQueCambie } from '@server/api/memoria';
import { z, json } from '@server/api/validacion';
import { repoPreguntasFrecuentes } from './repositorio';
import { MENSAJES_FAQ as M, entradasFaq } from '@/shared/api/contrato/preguntasFrecuentes';

export const funcionesPreguntasFrecuentes = {
  traerPreguntasFrecuentes: funcion('traerPreguntasFrecuentes', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return hastaQueCambie(db, 'preguntasFrecuentes', () => repoPreguntasFrecuentes(db).todas());
    },
  }),

  guardarPreguntasFrecuentes: funcion('guardarPreguntasFrecuentes', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'pregunta_frecuente' },
    schema: z.object({ entradas: json(entradasFaq, M.entradas) }),
    async run({ entradas }, { db }) {
      await repoPreguntasFrecuentes(db).reemplazar(entradas);
      return { codigo: 1 as const, mensaje: M.guardadas };
    },
  }),
};
