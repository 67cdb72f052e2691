// The history's endpoints (issue 37), in the admin kit: every edit page with a "Historial" tab
// imports them, and no public page does, so a visitor's download carries none of them.
// A restore runs as the kit's confirmed intent (historial.ts's confirmarRestaurar), which carries
// the tags to refresh; restaurarRevision is declared here too for callers without a dialog.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';
import type { TagRef } from '@/shared/api/etiquetas';
import type { EntidadRevision } from '@/shared/api/contrato/revisiones';

/** The cache tag of an entity's histories (a restore refreshes those of its kind: one is on screen). */
export const etiquetaHistorial = (entidad: EntidadRevision): TagRef => ({ type: 'Revision', id: entidad });

export const historialApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      traerRevisiones: { da: [{ type: 'Revision', campo: 'entidad' }] },
      // a revision never changes: its content stays cached
      mostrarRevision: { tipo: 'query', arg: 'pkRevision', keepUnusedDataFor: 600 },
      restaurarRevision: { invalida: ['Revision'], soloSiExito: true },
    }),
});

export const { useTraerRevisionesQuery, useMostrarRevisionQuery, useRestaurarRevisionMutation } = historialApi;
