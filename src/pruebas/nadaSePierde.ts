// Test helpers of "nothing is lost" (src/shared/admin/nadaSePierde.test.tsx,
// nadaSePierdeBorradores.test.tsx): an admin's session, an event, and the fake api.php answering by
// funcion, installed for the calling file by prepararNadaSePierde() (calls emptied before each test).
import { configure } from '@testing-library/react';
import { servidorPorFuncion, type ServidorPorFuncion } from './apiPrueba';
import type { Evento } from '../features/eventos/tipos';

export const admin = { rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Admin', contrasena_inicial: false };
export const evento = (pk: number, nombre: string): Evento => ({
  pk_evento: pk,
  nombre_evento: nombre,
  descripcion_evento: 'Descripción',
  imgs: [{ pk_img_evento: pk, img_evento: `uploads/eventos/e${pk}.png` }],
});

/** The calling file's fake api.php (a live binding: importers read the one prepararNadaSePierde() built). */
export let api: ServidorPorFuncion;

export function prepararNadaSePierde() {
  configure({ asyncUtilTimeout: 5000 });
  jest.setTimeout(30_000);
  beforeAll(async () => {
    api = await servidorPorFuncion();
  });
  afterAll(() => api.cerrar());
  beforeEach(() => {
    api.llamadas.length = 0;
  });
}
