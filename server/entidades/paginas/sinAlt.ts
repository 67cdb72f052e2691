// "Acerca de"'s people in "Imágenes sin texto alternativo" (server/imagenes/sinAlt.ts lists them
// from entidadPagina's `imagenesEnDatos`): a photo is named by its stored path, and its text is
// written inside the page's JSON document.
import { sql } from 'kysely';
import type { SinAltEnDatos } from '@server/db/repositorios/entidad';
import type { PersonaPagina } from '@/shared/api/contrato/paginas';

type Persona = PersonaPagina & { alt?: string; decorativa?: boolean };

export const personaSinAlt: SinAltEnDatos = {
  clave: 'persona',
  entidad: 'Página',
  detalle: 'Foto en «Acerca de»',
  orden: 6,
  async guardar(db, ruta, alt, decorativa) {
    const f = await db.una<{ pk: number; datos: string }>(sql`SELECT pk_pagina AS pk, datos FROM paginas WHERE clave = 'acerca_de'`);
    let datos: { personas?: Persona[] };
    try {
      datos = JSON.parse(f?.datos ?? '{}') as typeof datos;
    } catch {
      return null;
    }
    // the person whose photo it is, wherever the list moved it (a removed photo: no longer there)
    const i = (datos.personas ?? []).findIndex((x) => x.foto === ruta);
    const p = datos.personas?.[i];
    if (!p?.foto) return null;
    datos.personas![i] = { ...p, alt, decorativa };
    await db.ejecutar(sql`UPDATE paginas SET datos = ${JSON.stringify(datos)}, editado = ${db.ahora()} WHERE clave = 'acerca_de'`);
    return { donde: `Página «Acerca de», foto de ${p.nombre}`, pk: f?.pk ?? null };
  },
};
