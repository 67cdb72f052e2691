// The setup the admin pages with image fields share in their tests: an admin session, roomy
// timeouts, the fake api.php by funcion (calls emptied before each test) and a fake image engine.
import { configure } from '@testing-library/react';
import { servidorPorFuncion, type ServidorPorFuncion } from './apiPrueba';
import { usarMotorImagen, type MotorImagen } from '../shared/lib/imagen';

/** The admin these page tests are logged in as. */
export const ADMIN = { session: { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Admin', contrasena_inicial: false } };

/** An engine that decodes any picture as `ancho`×`alto` and reduces it to 10 bytes of JPEG. */
export function motorFalso(ancho: number, alto: number): MotorImagen {
  return {
    decodificar: async () => ({ ancho, alto, fuente: {} }),
    reducir: async () => new Blob([new Uint8Array(10)], { type: 'image/jpeg' }),
    leerDataUrl: async () => 'data:image/jpeg;base64,QUJD',
  };
}

/** For the whole file: the fake api (handed to `alAbrir`) and `motor`, both undone after it. */
export function paginasConImagenes(motor: MotorImagen, alAbrir: (api: ServidorPorFuncion) => void): void {
  // the machine is shared and slow at times: give async queries more than the default 1 s
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);
  let api: ServidorPorFuncion;
  beforeAll(async () => {
    api = await servidorPorFuncion();
    alAbrir(api);
    usarMotorImagen(motor);
  });
  afterAll(async () => {
    usarMotorImagen(null);
    await api.cerrar();
  });
  beforeEach(() => {
    api.llamadas.length = 0;
  });
}
