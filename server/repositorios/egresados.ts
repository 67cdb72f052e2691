// Generations' and graduates' (casos de éxito) SQL.
import { normalizar, type Db } from '../db/open';
import { repositorio } from './repositorio';
import type { CasoExito, Generacion } from '../../src/shared/api/contract/egresados';

export interface DatosCaso {
  nombre: string;
  generacion: number;
  puesto: string;
  comentario: string;
  foto: string;
}

const SELECT_CASO = `SELECT c.pk_caso_exito, c.nombre_estudiante, c.fk_generacion, g.generacion, c.puesto, c.comentario, c.foto_estudiante
  FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion`;

export const repoEgresados = repositorio((db: Db) => {
  const generaciones = db.prepare<[], Generacion>('SELECT pk_generacion, generacion FROM generaciones ORDER BY generacion DESC');
  const generacion = db.prepare<[number], Generacion>('SELECT pk_generacion, generacion FROM generaciones WHERE pk_generacion = ?');
  const generacionPorNombre = db.prepare<[string], Generacion>('SELECT pk_generacion, generacion FROM generaciones WHERE generacion = ?');
  const casos = db.prepare<[], CasoExito>(`${SELECT_CASO} ORDER BY g.generacion DESC, c.nombre_norm, c.pk_caso_exito`);
  const caso = db.prepare<[number], CasoExito>(`${SELECT_CASO} WHERE c.pk_caso_exito = ?`);
  const insertar = db.prepare<[string, string, number, string, string, string]>(
    'INSERT INTO casos_exito (nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const actualizar = db.prepare<[string, string, number, string, string, string, number]>(
    `UPDATE casos_exito SET nombre_estudiante = ?, nombre_norm = ?, fk_generacion = ?, puesto = ?, comentario = ?, foto_estudiante = ?
     WHERE pk_caso_exito = ?`,
  );
  const borrar = db.prepare<[number]>('DELETE FROM casos_exito WHERE pk_caso_exito = ?');

  const fila = (d: DatosCaso) => [d.nombre, normalizar(d.nombre), d.generacion, d.puesto, d.comentario, d.foto] as const;

  return {
    generaciones: () => generaciones.all(),
    existeGeneracion: (pk: number) => generacion.get(pk) !== undefined,
    /** The key of a generation by its text ('2019-2022'). */
    pkGeneracion: (texto: string) => generacionPorNombre.get(texto)?.pk_generacion,
    casos: () => casos.all(),
    caso: (pk: number) => caso.get(pk),
    insertar: (d: DatosCaso) => Number(insertar.run(...fila(d)).lastInsertRowid),
    actualizar: (pk: number, d: DatosCaso) => void actualizar.run(...fila(d), pk),
    borrar: (pk: number) => void borrar.run(pk),
  };
});
