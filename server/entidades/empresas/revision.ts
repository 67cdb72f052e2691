// A company's history (issue 37): its name and image, whatever its state, and the
// editarEmpresaEstadia payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { altForm, campoImagenes, campoTexto, imagenesRevision, type ImagenGuardada } from '@server/db/repositorios/camposRevision';

export const revisionEmpresa: RevisionEntidad = {
  clave: 'empresa',
  async leer(db, pk) {
    const e = await db.una<{ nombre_empresa: string; imagen_empresa: string; alt: string | null; decorativa: number }>(
      sql`SELECT nombre_empresa, imagen_empresa, imagen_empresa_alt AS alt, imagen_empresa_decorativa AS decorativa
            FROM empresas_estadias WHERE pk_empresa_estadia = ${pk}`,
    );
    if (!e) return null;
    const imagen: ImagenGuardada | null = e.imagen_empresa ? { ruta: e.imagen_empresa, alt: e.alt, decorativa: e.decorativa } : null;
    return {
      campos: [campoTexto('nombre_empresa', e.nombre_empresa), campoImagenes('imagen_empresa', imagen ? imagenesRevision([imagen]) : [])],
      datos: { nombreEmpresa: e.nombre_empresa, imagenForm: e.imagen_empresa, ...altForm('imagenForm', imagen) },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarEmpresaEstadia', payload: { ...datos, pkEmpresa: String(pk) } }),
};
