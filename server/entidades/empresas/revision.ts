// A company's history (issue 37): its name and image, whatever its state, and the
// editarEmpresaEstadia payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { campoImagenes, campoTexto } from '@server/db/repositorios/camposRevision';

export const revisionEmpresa: RevisionEntidad = {
  clave: 'empresa',
  async leer(db, pk) {
    const e = await db.una<{ nombre_empresa: string; imagen_empresa: string }>(
      sql`SELECT nombre_empresa, imagen_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ${pk}`,
    );
    if (!e) return null;
    return {
      campos: [campoTexto('nombre_empresa', e.nombre_empresa), campoImagenes('imagen_empresa', e.imagen_empresa ? [{ ruta: e.imagen_empresa }] : [])],
      datos: { nombreEmpresa: e.nombre_empresa, imagenForm: e.imagen_empresa },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarEmpresaEstadia', payload: { ...datos, pkEmpresa: String(pk) } }),
};
