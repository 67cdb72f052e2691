// The audit trail's SQL (issue 14): entries written in the write's transaction, the item names
// they quote, the super admin's paged and filtered reading, an item's last change, the purge.
import type { Db } from '../db/open';
import { repositorio, type Cuenta } from './repositorio';
import type { EntidadBitacora, EntradaBitacora, UltimaModificacion } from '../../src/shared/api/contract/bitacora';

/** Where each entity's name is (the summary quotes it, so a deleted item is still recognisable). */
const TABLAS: Partial<Record<EntidadBitacora, { tabla: string; pk: string; nombre: string }>> = {
  proyecto: { tabla: 'proyectos', pk: 'pk_proyecto', nombre: 'nombre_proyecto' },
  evento: { tabla: 'eventos', pk: 'pk_evento', nombre: 'nombre_evento' },
  empresa: { tabla: 'empresas_estadias', pk: 'pk_empresa_estadia', nombre: 'nombre_empresa' },
  experiencia: { tabla: 'experiencias_estadias', pk: 'pk_experiencia_estadia', nombre: 'nombre_estudiante' },
  egresado: { tabla: 'casos_exito', pk: 'pk_caso_exito', nombre: 'nombre_estudiante' },
  usuario: { tabla: 'usuarios', pk: 'pk_usuario', nombre: 'nombre_persona' },
  pregunta: { tabla: 'preguntas', pk: 'pk_pregunta', nombre: 'pregunta' },
  respuesta: { tabla: 'respuestas', pk: 'pk_respuesta', nombre: 'respuesta' },
};

export interface NuevaEntrada {
  pkUsuario: number | null;
  nombreUsuario: string;
  funcion: string;
  entidad: string;
  pk: number | null;
  resumen: string;
}

export interface FiltroEntradas {
  usuario: number | null;
  entidad: string | null;
  /** YYYY-MM-DD, inclusive. */
  desde: string | null;
  hasta: string | null;
}

const AHORA = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const FILTRO = `WHERE (@usuario IS NULL OR fk_usuario = @usuario) AND (@entidad IS NULL OR entidad = @entidad)
  AND (@desde IS NULL OR fecha >= @desde) AND (@hasta IS NULL OR fecha < strftime('%Y-%m-%dT%H:%M:%fZ', @hasta, '+1 day'))`;

export const repoBitacora = repositorio((db: Db) => {
  const nombres = new Map(
    Object.entries(TABLAS).map(([entidad, t]) => [
      entidad,
      db.prepare<[number], { nombre: string }>(`SELECT ${t.nombre} AS nombre FROM ${t.tabla} WHERE ${t.pk} = ?`),
    ]),
  );
  const ultimos = new Map(
    Object.entries(TABLAS).map(([entidad, t]) => [entidad, db.prepare<[], { n: number | null }>(`SELECT max(${t.pk}) AS n FROM ${t.tabla}`)]),
  );
  const insertar = db.prepare<[number | null, string, string, string, number | null, string]>(
    `INSERT INTO bitacora (fecha, fk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen) VALUES (${AHORA}, ?, ?, ?, ?, ?, ?)`,
  );
  const purgar = db.prepare<[string]>(`DELETE FROM bitacora WHERE fecha < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?)`);
  const contar = db.prepare<FiltroEntradas, Cuenta>(`SELECT COUNT(*) AS n FROM bitacora ${FILTRO}`);
  const pagina = db.prepare<FiltroEntradas & { limite: number; desplazamiento: number }, EntradaBitacora>(
    `SELECT pk_bitacora, fecha, fk_usuario AS pk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen
     FROM bitacora ${FILTRO} ORDER BY fecha DESC, pk_bitacora DESC LIMIT @limite OFFSET @desplazamiento`,
  );
  // each user once, under the name of their latest entry
  const usuarios = db.prepare<[], { pk_usuario: number; nombre_usuario: string }>(
    `SELECT b.fk_usuario AS pk_usuario, b.nombre_usuario FROM bitacora b
     JOIN (SELECT fk_usuario, max(pk_bitacora) AS ultima FROM bitacora WHERE fk_usuario IS NOT NULL GROUP BY fk_usuario) u ON b.pk_bitacora = u.ultima
     ORDER BY b.nombre_usuario`,
  );
  const ultima = db.prepare<[string, number], UltimaModificacion>(
    `SELECT nombre_usuario, fecha, funcion FROM bitacora WHERE entidad = ? AND pk_entidad = ? ORDER BY fecha DESC, pk_bitacora DESC LIMIT 1`,
  );

  return {
    /** The item's name as it is now, or null (unknown entity, no such row). */
    nombre: (entidad: string, pk: number | null) => (pk === null ? null : (nombres.get(entidad)?.get(pk)?.nombre ?? null)),
    /** The entity's largest pk: right after a registration, the new row (one writer at a time). */
    ultimoPk: (entidad: string) => ultimos.get(entidad)?.get()?.n ?? null,
    insertar: (e: NuevaEntrada) => void insertar.run(e.pkUsuario, e.nombreUsuario, e.funcion, e.entidad, e.pk, e.resumen),
    /** Deletes the entries older than `dias` days; returns how many. */
    purgar: (dias: number) => purgar.run(`-${dias} days`).changes,
    pagina: (f: FiltroEntradas, limite: number, desplazamiento: number) => ({
      total: contar.get(f)?.n ?? 0,
      entradas: pagina.all({ ...f, limite, desplazamiento }),
    }),
    usuarios: () => usuarios.all(),
    ultima: (entidad: string, pk: number) => ultima.get(entidad, pk) ?? null,
  };
});
