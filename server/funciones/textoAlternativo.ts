// The admin page "Imágenes sin texto alternativo" (issue 37): every stored image that nobody has
// described yet, across entities, and filling one in place (audited: the trail names the item and
// the image; the item's history gets a revision with the new text). The SQL is server/imagenes/sinAlt.ts.
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { funcion } from '@server/api/funcion';
import { z } from '@server/api/validacion';
import { imagenesSinAlt, guardarAlt, esReferenciaSinAlt } from '@server/imagenes/sinAlt';
import { guardarRevision } from '@server/api/revisiones';
import { siNo, textoAlt, altCompleto } from '@/shared/api/contrato/campos';
import { ALT_REQUERIDO, FORMATO_NO_VALIDO } from '@/shared/api/contrato/comun';
import { MENSAJES_TEXTO_ALTERNATIVO as M, leerReferencia } from '@/shared/api/contrato/textoAlternativo';

export const funcionesTextoAlternativo = {
  traerImagenesSinAlt: funcion('traerImagenesSinAlt', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    run: (_p, { db }) => imagenesSinAlt(db),
  }),

  guardarTextoAlternativo: funcion('guardarTextoAlternativo', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'imagen' },
    schema: z.object({
      referencia: z.string({ error: M.referencia }).max(120, M.referencia),
      alt: textoAlt(),
      decorativa: siNo(FORMATO_NO_VALIDO).optional(),
    }),
    async run({ referencia, alt, decorativa }, { db, usuario, config }) {
      const r = leerReferencia(referencia);
      if (!r || !(await esReferenciaSinAlt(r))) throw new ErrorApi(M.referencia);
      if (!altCompleto({ alt: alt ?? '', decorativa })) throw new ErrorApi(ALT_REQUERIDO);
      const hecho = await guardarAlt(db, r.tipo, r.id, decorativa ? '' : (alt ?? ''), decorativa ?? false, r.ruta);
      if (hecho === null) throw noEncontrado(M.noEncontrada);
      // the alt is part of the item's content: its history gets the version with it (by who wrote it)
      await guardarRevision(db, hecho.entidad, hecho.pk, { usuario, max: config.revisionesMax, zona: config.zonaHoraria });
      return { codigo: 1 as const, mensaje: `${M.guardado} ${hecho.donde}.` };
    },
  }),
};
