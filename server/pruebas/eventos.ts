// What the events' funcion tests share (server/entidades/eventos/funciones.test.ts, duplicar.test.ts):
// one harness for the file, what is stored (rows and files) to check a refusal changed nothing, and a
// valid event to send or register as an admin.
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

/** Opens a harness before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararEventos(usar: (h: Harness) => void, env: Record<string, string> = {}) {
  let h: Harness;
  abrirArnes('archivo', (x) => usar((h = x)), env);

  const dir = () => path.join(h.config.uploadsDir, 'eventos');
  const archivos = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).sort() : []);
  const filas = () => [h.db.prepare('SELECT * FROM eventos').all(), h.db.prepare('SELECT * FROM evento_imagenes').all()];
  const imgs = (n: number, semilla = 1) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ key: `${i}.12345`, imagen: dataUrlDemo(semilla + i) })));
  const evento = (extra: Record<string, string> = {}) => ({ nombreEvento: 'Hackatón', descripcion: 'Retos de 24 horas.', imgs: imgs(2), ...extra });

  async function registrar(extra: Record<string, string> = {}) {
    const r = await h.llamar('registrarEvento', evento(extra), { quien: 'a', multipart: true });
    expect(r.body).toMatchObject({ codigo: 1, mensaje: 'Evento registrado correctamente.' });
    return r.body.pk_evento as number;
  }
  return { archivos, filas, imgs, evento, registrar };
}
