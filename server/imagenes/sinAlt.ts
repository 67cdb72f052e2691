// The stored images nobody has described yet (alt NULL and not decorative, migration 020), across
// the entities that hold images, and writing one's text in place: the SQL of
// server/funciones/textoAlternativo.ts. Only active items are listed (a deactivated one is not public).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@server/db/db';
import { rutas } from '@/shared/rutas';
import type { ImagenSinAlt, TipoImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';
import type { PersonaPagina } from '@/shared/api/contrato/paginas';

type Fila = { id: number; imagen: string; nombre: string; orden?: number; total?: number; item?: number };

/** Each kind: its rows without alt, how its item is named and edited, and the write of one image's text. */
interface Fuente {
  entidad: string;
  filas: () => RawBuilder<Fila>;
  detalle: (f: Fila) => string;
  editar: (f: Fila) => string;
  tabla: string;
  pk: string;
  alt: string;
  decorativa: string;
}

const FUENTES: Record<Exclude<TipoImagenSinAlt, 'persona'>, Fuente> = {
  proyecto: {
    entidad: 'Proyecto',
    filas: () => sql<Fila>`SELECT i.pk_img_proyecto AS id, i.img_proyecto AS imagen, p.nombre_proyecto AS nombre, i.orden, p.pk_proyecto AS item,
                            (SELECT COUNT(*) FROM proyecto_imagenes t WHERE t.fk_proyecto = p.pk_proyecto) AS total
                       FROM proyecto_imagenes i JOIN proyectos p ON p.pk_proyecto = i.fk_proyecto
                      WHERE p.activo = 1 AND i.alt IS NULL AND i.decorativa = 0 ORDER BY p.nombre_norm, p.pk_proyecto, i.orden`,
    detalle: (f) => (f.orden === 0 ? `Portada (imagen 1 de ${f.total})` : `Imagen ${(f.orden ?? 0) + 1} de ${f.total}`),
    editar: (f) => rutas.admin.proyectos.editar(f.item ?? 0),
    tabla: 'proyecto_imagenes',
    pk: 'pk_img_proyecto',
    alt: 'alt',
    decorativa: 'decorativa',
  },
  foto_proyecto: {
    entidad: 'Proyecto',
    filas: () => sql<Fila>`SELECT pk_proyecto AS id, foto_miembros AS imagen, nombre_proyecto AS nombre FROM proyectos
                      WHERE activo = 1 AND foto_miembros <> '' AND foto_miembros_alt IS NULL AND foto_miembros_decorativa = 0 ORDER BY nombre_norm, pk_proyecto`,
    detalle: () => 'Foto del equipo',
    editar: (f) => rutas.admin.proyectos.editar(f.id),
    tabla: 'proyectos',
    pk: 'pk_proyecto',
    alt: 'foto_miembros_alt',
    decorativa: 'foto_miembros_decorativa',
  },
  evento: {
    entidad: 'Evento',
    filas: () => sql<Fila>`SELECT i.pk_img_evento AS id, i.img_evento AS imagen, e.nombre_evento AS nombre, i.orden, e.pk_evento AS item,
                            (SELECT COUNT(*) FROM evento_imagenes t WHERE t.fk_evento = e.pk_evento) AS total
                       FROM evento_imagenes i JOIN eventos e ON e.pk_evento = i.fk_evento
                      WHERE e.activo = 1 AND i.alt IS NULL AND i.decorativa = 0 ORDER BY e.nombre_norm, e.pk_evento, i.orden`,
    detalle: (f) => `Imagen ${(f.orden ?? 0) + 1} de ${f.total}`,
    editar: (f) => rutas.admin.eventos.editar(f.item ?? 0),
    tabla: 'evento_imagenes',
    pk: 'pk_img_evento',
    alt: 'alt',
    decorativa: 'decorativa',
  },
  empresa: {
    entidad: 'Empresa de estadía',
    filas: () => sql<Fila>`SELECT pk_empresa_estadia AS id, imagen_empresa AS imagen, nombre_empresa AS nombre FROM empresas_estadias
                      WHERE activo = 1 AND imagen_empresa_alt IS NULL AND imagen_empresa_decorativa = 0 ORDER BY nombre_norm, pk_empresa_estadia`,
    detalle: () => 'Imagen de la empresa',
    editar: (f) => rutas.admin.empresas.editar(f.id),
    tabla: 'empresas_estadias',
    pk: 'pk_empresa_estadia',
    alt: 'imagen_empresa_alt',
    decorativa: 'imagen_empresa_decorativa',
  },
  egresado: {
    entidad: 'Egresado',
    filas: () => sql<Fila>`SELECT pk_caso_exito AS id, foto_estudiante AS imagen, nombre_estudiante AS nombre FROM casos_exito
                      WHERE foto_estudiante_alt IS NULL AND foto_estudiante_decorativa = 0 ORDER BY nombre_norm, pk_caso_exito`,
    detalle: () => 'Fotografía del egresado',
    editar: (f) => rutas.admin.egresados.editar(f.id),
    tabla: 'casos_exito',
    pk: 'pk_caso_exito',
    alt: 'foto_estudiante_alt',
    decorativa: 'foto_estudiante_decorativa',
  },
};

type Persona = PersonaPagina & { alt?: string; decorativa?: boolean };

async function personas(db: Db): Promise<Persona[]> {
  const f = await db.una<{ datos: string }>(sql`SELECT datos FROM paginas WHERE clave = 'acerca_de'`);
  try {
    const d = JSON.parse(f?.datos ?? '{}') as { personas?: Persona[] };
    return Array.isArray(d.personas) ? d.personas : [];
  } catch {
    return [];
  }
}

/** Every stored image without alt text, projects first, then events, companies, graduates and "Acerca de". */
export async function imagenesSinAlt(db: Db): Promise<ImagenSinAlt[]> {
  const lista: ImagenSinAlt[] = [];
  for (const [tipo, f] of Object.entries(FUENTES) as [Exclude<TipoImagenSinAlt, 'persona'>, Fuente][]) {
    for (const fila of await db.todas(f.filas())) {
      lista.push({
        referencia: `${tipo}:${fila.id}`,
        tipo,
        imagen: fila.imagen,
        nombre: fila.nombre,
        detalle: f.detalle(fila),
        entidad: f.entidad,
        editar: f.editar(fila),
      });
    }
  }
  for (const [i, p] of (await personas(db)).entries()) {
    if (!p.foto || p.decorativa || typeof p.alt === 'string') continue;
    lista.push({
      referencia: `persona:${i}`,
      tipo: 'persona',
      imagen: p.foto,
      nombre: p.nombre,
      detalle: 'Foto en «Acerca de»',
      entidad: 'Página',
      editar: rutas.admin.paginas.editar('acerca_de'),
    });
  }
  return lista;
}

/** Writes one image's text; the item's name and where the image is ("«Huerto», imagen 2 de 3"), or null when there is no such image. */
export async function guardarAlt(db: Db, tipo: TipoImagenSinAlt, id: number, alt: string, decorativa: boolean): Promise<string | null> {
  if (tipo === 'persona') {
    const f = await db.una<{ datos: string }>(sql`SELECT datos FROM paginas WHERE clave = 'acerca_de'`);
    const datos = JSON.parse(f?.datos ?? '{}') as { personas?: Persona[] };
    const p = datos.personas?.[id];
    if (!p?.foto) return null;
    datos.personas![id] = { ...p, alt, decorativa };
    await db.ejecutar(sql`UPDATE paginas SET datos = ${JSON.stringify(datos)}, editado = ${db.ahora()} WHERE clave = 'acerca_de'`);
    return `Página «Acerca de», foto de ${p.nombre}`;
  }
  const f = FUENTES[tipo];
  // its name while it is still listed (one described meanwhile by another admin is written again)
  const fila = (await db.todas(f.filas())).find((x) => x.id === id);
  const n = await db.ejecutar(
    sql`UPDATE ${sql.table(f.tabla)} SET ${sql.ref(f.alt)} = ${alt}, ${sql.ref(f.decorativa)} = ${decorativa ? 1 : 0} WHERE ${sql.ref(f.pk)} = ${id}`,
  );
  if (n === 0) return null;
  return fila ? `${f.entidad} «${fila.nombre}», ${f.detalle(fila).toLowerCase()}` : f.entidad;
}
