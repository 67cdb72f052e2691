// A project's history (issue 37): its fields, images, team photo and members, whatever its state,
// and the editarProyecto payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { campoImagenes, campoLista, campoTexto, imagenesForm } from '@server/db/repositorios/camposRevision';

export const revisionProyecto: RevisionEntidad = {
  clave: 'proyecto',
  async leer(db, pk) {
    const p = await db.una<{ nombre_proyecto: string; cuatrimestre: number; descripcion_proyecto: string; enlace: string; foto_miembros: string }>(
      sql`SELECT nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros FROM proyectos WHERE pk_proyecto = ${pk}`,
    );
    if (!p) return null;
    const imgs = await db.todas<{ ruta: string }>(sql`SELECT img_proyecto AS ruta FROM proyecto_imagenes WHERE fk_proyecto = ${pk} ORDER BY orden`);
    const miembros = (
      await db.todas<{ nombre: string }>(sql`SELECT nombre_miembro AS nombre FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden`)
    ).map((m) => m.nombre);
    return {
      campos: [
        campoTexto('nombre_proyecto', p.nombre_proyecto),
        campoTexto('cuatrimestre', p.cuatrimestre),
        campoTexto('descripcion_proyecto', p.descripcion_proyecto),
        campoTexto('enlace', p.enlace),
        campoImagenes('imgs_proyecto', imgs),
        campoImagenes('foto_miembros', p.foto_miembros ? [{ ruta: p.foto_miembros }] : []),
        campoLista('miembros', miembros),
      ],
      datos: {
        nombre_proyecto: p.nombre_proyecto,
        cuatrimestre: String(p.cuatrimestre),
        descripcion_proyecto: p.descripcion_proyecto,
        enlace: p.enlace,
        imgs_proyecto: imagenesForm(imgs.map((i) => i.ruta)),
        // members come back as new rows (pk 0): the ones of an older version may be gone
        miembros: JSON.stringify(miembros.map((nombre, i) => ({ key: `m${i}`, nombre, pk: 0 }))),
        foto_miembros: p.foto_miembros,
      },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarProyecto', payload: { ...datos, pkProyecto: String(pk) } }),
};
