// The university sign-in as /login sees it (docs/oidc.md): whether it is configured and its label.
// The routes themselves are plain GETs (http/oidc.ts): a browser navigates to the provider.
import { funcion } from '../api/funcion';
import { z } from '../api/validacion';
import type { OpcionesOidc } from '@/shared/api/contrato/oidc';

export const funcionesOidc = {
  traerOpcionesOidc: funcion('traerOpcionesOidc', {
    acceso: 'publico',
    escribe: false,
    schema: z.object({}),
    run(_p, { config }): Promise<OpcionesOidc> {
      const o = config.oidc;
      return Promise.resolve({ codigo: 1, activo: o !== null, nombre: o?.nombre ?? '', solo: o?.solo ?? false });
    },
  }),
};
