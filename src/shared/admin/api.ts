// The kit's own calls: the "Dados de baja" list of any entity, and an item's last
// change from the audit trail. Injected into the one api when the kit loads (area chunks only).
import { baseApi } from '../api/baseApi';
import type { DadoDeBaja, PaginaBajas } from '../api/contrato/bajas';
import type { UltimaModificacion } from '../api/contrato/bitacora';
import type { TipoTag } from '../api/etiquetas';

export interface ConsultaBajas {
  funcion: 'mostrarDadosDeBaja' | 'mostrarUsuariosDeBaja';
  campos: Record<string, string>;
  /** The entity's cache tag: its 'BAJAS' id is invalidated by every baja and reactivation. */
  tipo: TipoTag;
}

export const kitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // mostrarDadosDeBaja answers a page; mostrarUsuariosDeBaja (a few admins) every row: one page
    dadosDeBaja: build.query<PaginaBajas, ConsultaBajas>({
      query: ({ funcion, campos }) => ({ funcion, ...campos }),
      transformResponse: (r: PaginaBajas | DadoDeBaja[]) => (Array.isArray(r) ? { filas: r, total: r.length, pagina: 1, porPagina: r.length } : r),
      providesTags: (_r, _e, { tipo }) => [{ type: tipo, id: 'BAJAS' }],
    }),
    ultimaModificacion: build.query<{ ultima: UltimaModificacion | null }, { entidad: string; pk: number; tipo: TipoTag }>({
      query: ({ entidad, pk }) => ({ funcion: 'ultimaModificacion', entidad, pk: String(pk) }),
      providesTags: (_r, _e, { tipo, pk }) => [{ type: tipo, id: pk }],
    }),
  }),
});

export const { useDadosDeBajaQuery, useUltimaModificacionQuery } = kitApi;
