// The import's endpoints (issue 43): preview, confirm and undo. Confirming and undoing change the
// lists of the imported kind (every one is refetched).
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

const LISTAS: { type: 'Proyecto' | 'Evento' | 'Empresa' | 'Egresado'; id: 'LIST' }[] = [
  { type: 'Proyecto', id: 'LIST' },
  { type: 'Evento', id: 'LIST' },
  { type: 'Empresa', id: 'LIST' },
  { type: 'Egresado', id: 'LIST' },
];

export const importarApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      previsualizarImportacion: { tipo: 'mutation' },
      confirmarImportacion: { invalida: LISTAS, soloSiExito: true },
      deshacerImportacion: { invalida: LISTAS, soloSiExito: true },
    }),
});

export const { usePrevisualizarImportacionMutation, useConfirmarImportacionMutation, useDeshacerImportacionMutation } = importarApi;
