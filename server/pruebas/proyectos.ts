// What the projects' funcion tests share (server/entidades/proyectos/*.test.ts): one harness for the
// file, what is stored (rows and files) to check a refusal changed nothing, and a valid project to
// send or register as an admin.
import fs from 'node:fs';
import path from 'node:path';
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

/** Opens a harness before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararProyectos(usar: (h: Harness) => void, env: Record<string, string> = {}) {
  let h: Harness;
  abrirArnes('archivo', (x) => usar((h = x)), env);

  const dirProyectos = () => path.join(h.config.uploadsDir, 'proyectos');
  const archivos = () => (fs.existsSync(dirProyectos()) ? fs.readdirSync(dirProyectos()).sort() : []);
  const filas = () => ({
    p: h.db.prepare('SELECT * FROM proyectos ORDER BY pk_proyecto').all(),
    i: h.db.prepare('SELECT * FROM proyecto_imagenes ORDER BY pk_img_proyecto').all(),
    m: h.db.prepare('SELECT * FROM proyecto_miembros ORDER BY pk_miembro_proyecto').all(),
  });
  const imgs = (n: number, semilla = 1) =>
    JSON.stringify(Array.from({ length: n }, (_, i) => ({ key: `${i}.12345`, imagen: dataUrlDemo(semilla + i) })));
  const miembros = (...nombres: string[]) => JSON.stringify(nombres.map((nombre, i) => ({ key: `${i}.00001`, nombre, pk: 0 })));

  function proyecto(extra: Record<string, string> = {}): Record<string, string> {
    return {
      nombre_proyecto: 'Gestor de Tutorías',
      cuatrimestre: '4',
      descripcion_proyecto: 'Reserva de asesorías.',
      enlace: 'https://github.com/ejemplo/tutorias',
      imgs_proyecto: imgs(2),
      miembros: miembros('Ana', 'Luis'),
      foto_miembros: dataUrlDemo(99),
      ...extra,
    };
  }

  async function registrar(extra: Record<string, string> = {}) {
    const r = await h.llamar('registrarProyecto', proyecto(extra), { quien: 'a', multipart: true });
    expect(r.body).toMatchObject({ codigo: 1, mensaje: 'Proyecto registrado correctamente.' });
    return r.body.pk_proyecto as number;
  }
  return { archivos, filas, imgs, miembros, proyecto, registrar };
}
