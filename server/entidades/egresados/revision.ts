// A graduate's history (issue 37): name, generation, position, words and photo, and the
// editarEgresado payload that puts them back (a deleted graduate keeps its history, not a restore).
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { altForm, campoImagenes, campoTexto, imagenesRevision, type ImagenGuardada } from '@server/db/repositorios/camposRevision';

export const revisionEgresado: RevisionEntidad = {
  clave: 'egresado',
  async leer(db, pk) {
    const e = await db.una<{
      nombre_estudiante: string;
      fk_generacion: number;
      generacion: string;
      puesto: string;
      comentario: string;
      foto: string;
      alt: string | null;
      decorativa: number;
    }>(
      sql`SELECT c.nombre_estudiante, c.fk_generacion, g.generacion, c.puesto, c.comentario, c.foto_estudiante AS foto, c.foto_estudiante_alt AS alt, c.foto_estudiante_decorativa AS decorativa
            FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion WHERE c.pk_caso_exito = ${pk}`,
    );
    if (!e) return null;
    const foto: ImagenGuardada | null = e.foto ? { ruta: e.foto, alt: e.alt, decorativa: e.decorativa } : null;
    return {
      campos: [
        campoTexto('nombre_estudiante', e.nombre_estudiante, 'Nombre del egresado'),
        campoTexto('fk_generacion', e.generacion),
        campoTexto('puesto', e.puesto),
        campoTexto('comentario', e.comentario),
        campoImagenes('foto_estudiante', foto ? imagenesRevision([foto]) : []),
      ],
      datos: {
        nombreAlumno: e.nombre_estudiante,
        generacion: String(e.fk_generacion),
        puestoEmpresa: e.puesto,
        palabrasAlumno: e.comentario,
        imagenForm: e.foto,
        ...altForm('imagenForm', foto),
      },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarEgresado', payload: { ...datos, idCasoExito: String(pk) } }),
};
