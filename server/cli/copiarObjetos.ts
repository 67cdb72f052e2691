// Copies every object of one store into another (issue 46): `npm run copiar-a-s3` (the folder into
// the bucket) and `npm run respaldo` with ALMACEN=s3 (the bucket into the backup's folder). Idempotent
// and resumable: what the destination already has with the same size is skipped, so a copy cut
// short is run again and continues; a truncated object (a copy killed mid-write) is written again.
import type { Almacen } from '../imagenes/almacen';

export interface Copia {
  copiados: number;
  yaEstaban: number;
  bytes: number;
}

export async function copiarObjetos(origen: Almacen, destino: Almacen, avance: (c: Copia) => void = () => {}): Promise<Copia> {
  const hay = new Map<string, number>();
  for await (const o of destino.listar('')) hay.set(o.clave, o.bytes);
  const c: Copia = { copiados: 0, yaEstaban: 0, bytes: 0 };
  for await (const o of origen.listar('')) {
    if (hay.get(o.clave) === o.bytes) {
      c.yaEstaban++;
      continue;
    }
    const datos = await origen.leer(o.clave);
    if (!datos) continue; // deleted meanwhile
    if (hay.has(o.clave)) await destino.borrar(o.clave);
    await destino.crear(o.clave, datos);
    c.copiados++;
    c.bytes += datos.length;
    if (c.copiados % 100 === 0) avance(c);
  }
  return c;
}
