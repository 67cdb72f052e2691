// A staff-edited page's history (issue 37): its title, body and its key's own fields (the home's
// subtitle, the admissions dates, the contact block, the about page's people and photos), and the
// editarPagina payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import type { CampoRevision } from '@/shared/api/contrato/revisiones';
import { campoImagenes, campoLista, campoTexto } from '@server/db/repositorios/camposRevision';
import type { DatosPaginas, FechaClave, PersonaPagina } from '@/shared/api/contrato/paginas';

const ETIQUETAS: Record<string, string> = {
  subtitulo: 'Subtítulo',
  textoBanner: 'Texto del banner',
  correo: 'Correo electrónico',
  telefono: 'Teléfono',
  whatsapp: 'WhatsApp',
  direccion: 'Dirección',
  mapa: 'Mapa',
};

/** The key's fields: texts as texts, the dates and people as lists, the people's photos as images. */
function camposDatos(datos: Partial<DatosPaginas[keyof DatosPaginas]>): CampoRevision[] {
  const campos: CampoRevision[] = [];
  for (const [k, v] of Object.entries(datos)) {
    if (typeof v === 'string') campos.push(campoTexto(k, v, ETIQUETAS[k] ?? k));
    else if (k === 'fechas')
      campos.push(
        campoLista(
          k,
          (v as FechaClave[]).map((f) => `${f.fecha}: ${f.texto}`),
          'Fechas clave',
        ),
      );
    else if (k === 'personas') {
      const personas = v as PersonaPagina[];
      campos.push(
        campoLista(
          k,
          personas.map((p) => `${p.nombre}, ${p.papel}: ${p.descripcion}`),
          'Personas',
        ),
      );
      campos.push(
        campoImagenes(
          'fotos',
          personas
            .filter((p) => p.foto)
            .map((p) => (p.decorativa ? { ruta: p.foto, alt: '', decorativa: true } : p.alt ? { ruta: p.foto, alt: p.alt } : { ruta: p.foto })),
          'Fotos',
        ),
      );
    }
  }
  return campos;
}

export const revisionPagina: RevisionEntidad = {
  clave: 'pagina',
  async leer(db, pk) {
    const p = await db.una<{ clave: string; titulo: string; cuerpo: string; datos: string }>(
      sql`SELECT clave, titulo, cuerpo, datos FROM paginas WHERE pk_pagina = ${pk}`,
    );
    if (!p) return null;
    let datos: Record<string, unknown> = {};
    try {
      datos = JSON.parse(p.datos) as Record<string, unknown>;
    } catch {
      // a page whose fields cannot be read keeps its title and body in the history
    }
    return {
      campos: [campoTexto('titulo', p.titulo, 'Título'), campoTexto('cuerpo', p.cuerpo, 'Contenido'), ...camposDatos(datos)],
      datos: { clave: p.clave, titulo: p.titulo, cuerpo: p.cuerpo, datos: p.datos },
    };
  },
  restaurar: (datos) => ({ funcion: 'editarPagina', payload: datos }),
  // editarPagina names its page by `clave`
  async pkDe(db, payload) {
    if (typeof payload.clave !== 'string') return null;
    const f = await db.una<{ pk_pagina: number }>(sql`SELECT pk_pagina FROM paginas WHERE clave = ${payload.clave}`);
    return f ? Number(f.pk_pagina) : null;
  },
};
