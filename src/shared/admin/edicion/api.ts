// The edit locks' and the server drafts' calls (issue 48), injected into the one api when the admin
// kit loads. All mutations made with `track: false` by the hooks (a heartbeat every few seconds
// leaves nothing in the api's state); releasing a lock and saving a draft survive the page being left
// (a keepalive request), so closing the tab still frees the item and keeps the last keystrokes.
import { baseApi } from '@/shared/api/baseApi';
import { endpoints } from '@/shared/api/llamadas';

export const edicionApi = baseApi.injectEndpoints({
  endpoints: (build) =>
    endpoints(build, {
      tomarBloqueo: { tipo: 'mutation' },
      latirBloqueo: { tipo: 'mutation' },
      soltarBloqueo: { tipo: 'mutation', sobreviveALaPagina: true },
      guardarBorrador: { tipo: 'mutation', sobreviveALaPagina: true },
      // read once when a form opens, never cached (a draft changes on another device)
      traerBorrador: { tipo: 'mutation' },
      descartarBorrador: { tipo: 'mutation', sobreviveALaPagina: true },
    }),
});
