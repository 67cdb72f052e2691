// A project's history (issue 37): its fields, images and team photo (with their alternative texts),
// members and schedule, whatever its state, and the editarProyecto payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import {
  altForm,
  campoImagenes,
  campoLista,
  campoTexto,
  imagenesForm,
  imagenesRevision,
  paredForm,
  type ImagenGuardada,
} from '@server/db/repositorios/camposRevision';

interface Fila {
  nombre_proyecto: string;
  cuatrimestre: number;
  descripcion_proyecto: string;
  enlace: string;
  foto_miembros: string;
  foto_miembros_alt: string | null;
  foto_miembros_decorativa: number;
  publicar_en: string | null;
  retirar_en: string | null;
}

export const revisionProyecto: RevisionEntidad = {
  clave: 'proyecto',
  async leer(db, pk, zona) {
    const p = await db.una<Fila>(
      sql`SELECT nombre_proyecto, cuatrimestre, descripcion_proyecto, enlace, foto_miembros, foto_miembros_alt, foto_miembros_decorativa,
                 publicar_en, retirar_en
            FROM proyectos WHERE pk_proyecto = ${pk}`,
    );
    if (!p) return null;
    const imgs = await db.todas<ImagenGuardada>(
      sql`SELECT img_proyecto AS ruta, alt, decorativa FROM proyecto_imagenes WHERE fk_proyecto = ${pk} ORDER BY orden`,
    );
    const miembros = (
      await db.todas<{ nombre: string }>(sql`SELECT nombre_miembro AS nombre FROM proyecto_miembros WHERE fk_proyecto = ${pk} ORDER BY orden`)
    ).map((m) => m.nombre);
    const foto: ImagenGuardada | null = p.foto_miembros
      ? { ruta: p.foto_miembros, alt: p.foto_miembros_alt, decorativa: p.foto_miembros_decorativa }
      : null;
    const publicarEn = paredForm(p.publicar_en, zona);
    const retirarEn = paredForm(p.retirar_en, zona);
    return {
      campos: [
        campoTexto('nombre_proyecto', p.nombre_proyecto),
        campoTexto('cuatrimestre', p.cuatrimestre),
        campoTexto('descripcion_proyecto', p.descripcion_proyecto),
        campoTexto('enlace', p.enlace),
        campoImagenes('imgs_proyecto', imagenesRevision(imgs)),
        campoImagenes('foto_miembros', foto ? imagenesRevision([foto]) : []),
        campoLista('miembros', miembros),
        campoTexto('publicarEn', publicarEn.replace('T', ' '), 'Publicar el'),
        campoTexto('retirarEn', retirarEn.replace('T', ' '), 'Retirar el'),
      ],
      datos: {
        nombre_proyecto: p.nombre_proyecto,
        cuatrimestre: String(p.cuatrimestre),
        descripcion_proyecto: p.descripcion_proyecto,
        enlace: p.enlace,
        imgs_proyecto: imagenesForm(imgs),
        // members come back as new rows (pk 0): the ones of an older version may be gone
        miembros: JSON.stringify(miembros.map((nombre, i) => ({ key: `m${i}`, nombre, pk: 0 }))),
        foto_miembros: p.foto_miembros,
        ...altForm('foto_miembros', foto),
        publicarEn,
        retirarEn,
      },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarProyecto', payload: { ...datos, pkProyecto: String(pk) } }),
};
