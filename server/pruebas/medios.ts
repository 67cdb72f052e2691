// What the media library's tests share (server/entidades/medios/funciones.test.ts, importacion.test.ts):
// one harness for the file, the library's rows, a page of it as the admin reads it, an upload as the
// library's page sends it, and whether a stored file is still on disk.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Harness } from './arnes';
import { abrirArnes } from './abrirArnes';
import type { PaginaMedios } from '@/shared/api/contrato/medios';

/** Opens a harness (its `env`) before the file's tests (handed to `usar`) and closes it after them; answers the helpers on it. */
export function prepararMedios(usar: (h: Harness) => void, env: Record<string, string> = {}) {
  let h: Harness;
  abrirArnes('archivo', (x) => usar((h = x)), env);

  const existe = (ruta: string) => fs.existsSync(path.join(h.config.uploadsDir, ruta.slice('uploads/'.length)));
  const todos = () => h.db.todas<{ ruta: string; origen: string }>(sql`SELECT ruta, origen FROM medios ORDER BY pk_medio`);
  const traer = async (campos: Record<string, string> = {}) => {
    const r = await h.llamar('traerMedios', campos, { quien: 'a' });
    expect(r.status).toBe(200);
    return r.body as unknown as PaginaMedios;
  };
  async function subir(archivos: string[], alts: unknown[], nombres?: string[]) {
    const campos: Record<string, string | string[]> = { archivos, alts: JSON.stringify(alts) };
    if (nombres) campos.nombres = JSON.stringify(nombres);
    return h.llamar('subirMedios', campos, { quien: 'a', multipart: true });
  }
  return { existe, todos, traer, subir };
}
