// Issue 45 (Low): the request log keeps no reset token, preview token or provider code. The whole
// app with its real logger writing to a buffer, on both engines.
import { Writable } from 'node:stream';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { buildApp } from '../app';

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness();
});
afterAll(() => h.cerrar());

it('logs /restablecer_contrasena, /vista_previa/ and /auth/oidc/regreso without their tokens; other URLs as they were', async () => {
  let registro = '';
  const stream = new Writable({
    write(trozo: Buffer, _c, listo) {
      registro += trozo.toString();
      listo();
    },
  });
  const app = await buildApp({ db: h.db, config: { ...h.config, logLevel: 'info' }, logger: { stream } });
  try {
    const secretos = ['SECRETO-RESTABLECER-123', 'SECRETO-VISTA-456', 'SECRETO-CODIGO-789', 'SECRETO-ESTADO-000'];
    for (const url of [
      `/restablecer_contrasena?token=${secretos[0]}`,
      `/vista_previa/${secretos[1]}`,
      `/auth/oidc/regreso?code=${secretos[2]}&state=${secretos[3]}`,
      '/proyectos_estudiantes?pagina=2',
    ])
      await app.inject({ method: 'GET', url });
  } finally {
    await app.close();
  }
  expect(registro).toContain('"url":"/restablecer_contrasena?[oculto]"');
  expect(registro).toContain('"url":"/vista_previa/[oculto]"');
  expect(registro).toContain('"url":"/auth/oidc/regreso?[oculto]"');
  expect(registro).toContain('"url":"/proyectos_estudiantes?pagina=2"');
  expect(registro).not.toMatch(/SECRETO/);
});
