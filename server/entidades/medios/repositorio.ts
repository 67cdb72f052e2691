// The media library's SQL (its table: server/db/migrations/023_medios.sql). One row per stored image
// file; what uses it is computed from the entities' declarations (usos.ts), never stored.
import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { normalizar } from '@server/db/normalizar';
import { repositorio, type Cuenta } from '@server/db/repositorios/repositorio';
import type { Entidad } from '@server/db/repositorios/entidad';
import { MEDIOS_POR_PAGINA, type Medio } from '@/shared/api/contrato/medios';

export type OrigenMedio = 'biblioteca' | 'formulario';

/** A new asset: a stored path and what is known of it. */
export interface NuevoMedio {
  ruta: string;
  /** The file's name as uploaded; by default the stored name. */
  nombre?: string;
  alt?: string | null;
  decorativa?: boolean;
  bytes?: number;
  ancho?: number | null;
  alto?: number | null;
  /** 'biblioteca': stays until borrarMedio; 'formulario' (default): goes with its last use. */
  origen?: OrigenMedio;
  pkUsuario?: number | null;
}

export interface FilaMedio {
  pk: number;
  ruta: string;
  nombre: string;
  alt: string | null;
  decorativa: boolean;
  origen: OrigenMedio;
}

type Cruda = Omit<Medio, 'decorativa' | 'predeterminadaEventos' | 'usos'> & { decorativa: number; predeterminada: number };

type CrudaFila = Omit<FilaMedio, 'decorativa'> & { decorativa: number };
const bit = (v: boolean | undefined) => (v ? 1 : 0);
const comoLike = (texto: string) => `%${normalizar(texto).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const filtro = (q: string | undefined) =>
  q ? sql`WHERE (m.alt_norm LIKE ${comoLike(q)} ESCAPE '\\' OR m.nombre_norm LIKE ${comoLike(q)} ESCAPE '\\')` : sql``;

export const repoMedios = repositorio((db: Db) => ({
  /** One page of the library, newest first (`q`: in the alt text or the file name, ignoring case and accents). */
  async pagina(q: string | undefined, pagina: number): Promise<Omit<Medio, 'usos'>[]> {
    const filas = await db.todas<Cruda>(
      sql`SELECT m.pk_medio AS pk, m.ruta AS url, m.alt, m.decorativa, m.ancho, m.alto, m.bytes, m.nombre,
                 COALESCE(u.nombre_persona, '') AS "subidoPor", m.subido, m.predeterminada_eventos AS predeterminada
            FROM medios m LEFT JOIN usuarios u ON u.pk_usuario = m.fk_usuario
            ${filtro(q)}
           ORDER BY m.subido DESC, m.pk_medio DESC LIMIT ${MEDIOS_POR_PAGINA} OFFSET ${(pagina - 1) * MEDIOS_POR_PAGINA}`,
    );
    return filas.map(({ predeterminada, ...f }) => ({
      ...f,
      pk: Number(f.pk),
      bytes: Number(f.bytes),
      ancho: f.ancho === null ? null : Number(f.ancho),
      alto: f.alto === null ? null : Number(f.alto),
      decorativa: Number(f.decorativa) === 1,
      predeterminadaEventos: Number(predeterminada) === 1,
    }));
  },
  total: async (q: string | undefined) => Number((await db.una<Cuenta>(sql`SELECT COUNT(*) AS n FROM medios m ${filtro(q)}`))?.n ?? 0),
  async porPk(pk: number): Promise<FilaMedio | undefined> {
    const f = await db.una<CrudaFila>(sql`SELECT pk_medio AS pk, ruta, nombre, alt, decorativa, origen FROM medios WHERE pk_medio = ${pk}`);
    return f && { ...f, pk: Number(f.pk), decorativa: Number(f.decorativa) === 1 };
  },
  async porRuta(ruta: string): Promise<FilaMedio | undefined> {
    const f = await db.una<CrudaFila>(sql`SELECT pk_medio AS pk, ruta, nombre, alt, decorativa, origen FROM medios WHERE ruta = ${ruta}`);
    return f && { ...f, pk: Number(f.pk), decorativa: Number(f.decorativa) === 1 };
  },
  /** The newest asset uploaded with that file name (ignoring case and accents). */
  async porNombre(nombre: string): Promise<FilaMedio | undefined> {
    const f = await db.una<CrudaFila>(
      sql`SELECT pk_medio AS pk, ruta, nombre, alt, decorativa, origen FROM medios WHERE nombre_norm = ${normalizar(nombre)}
           ORDER BY subido DESC, pk_medio DESC LIMIT 1`,
    );
    return f && { ...f, pk: Number(f.pk), decorativa: Number(f.decorativa) === 1 };
  },
  /** Inserts the asset unless its path has one already; its pk either way. */
  async registrar(m: NuevoMedio): Promise<number> {
    const nombre = m.nombre || m.ruta.slice(m.ruta.lastIndexOf('/') + 1);
    const alt = m.decorativa ? '' : (m.alt ?? null);
    await db.ejecutar(
      sql`INSERT INTO medios (ruta, nombre, nombre_norm, alt, alt_norm, decorativa, bytes, ancho, alto, origen, fk_usuario, subido)
          VALUES (${m.ruta}, ${nombre}, ${normalizar(nombre)}, ${alt}, ${normalizar(alt ?? '')}, ${bit(m.decorativa)}, ${m.bytes ?? 0},
                  ${m.ancho ?? null}, ${m.alto ?? null}, ${m.origen ?? 'formulario'}, ${m.pkUsuario ?? null}, ${db.ahoraIso()})
          ON CONFLICT (ruta) DO NOTHING`,
    );
    return (await this.porRuta(m.ruta))!.pk;
  },
  /** The paths among `rutas` that have no asset yet. */
  async sinMedio(rutas: readonly string[]): Promise<string[]> {
    if (rutas.length === 0) return [];
    const hay = new Set(
      (await db.todas<{ ruta: string }>(sql`SELECT ruta FROM medios WHERE ruta IN (${sql.join(rutas.map((r) => sql`${r}`))})`)).map((f) => f.ruta),
    );
    return rutas.filter((r) => !hay.has(r));
  },
  editar: async (pk: number, alt: string | null, decorativa: boolean) =>
    (await db.ejecutar(
      sql`UPDATE medios SET alt = ${decorativa ? '' : alt}, alt_norm = ${normalizar(alt ?? '')}, decorativa = ${bit(decorativa)} WHERE pk_medio = ${pk}`,
    )) > 0,
  /** Makes `pk` the events' default image (null: none). */
  async ponerPredeterminada(pk: number | null) {
    await db.ejecutar(sql`UPDATE medios SET predeterminada_eventos = 0 WHERE predeterminada_eventos = 1`);
    if (pk !== null) await db.ejecutar(sql`UPDATE medios SET predeterminada_eventos = 1 WHERE pk_medio = ${pk}`);
  },
  /** The events' default image, if staff chose one. */
  predeterminada: async () =>
    db.una<{ ruta: string; alt: string | null; decorativa: number }>(sql`SELECT ruta, alt, decorativa FROM medios WHERE predeterminada_eventos = 1`),
  borrar: async (pk: number) => (await db.ejecutar(sql`DELETE FROM medios WHERE pk_medio = ${pk}`)) > 0,
  borrarFormulario: async (ruta: string) => void (await db.ejecutar(sql`DELETE FROM medios WHERE ruta = ${ruta} AND origen = 'formulario'`)),
}));

/** The library in the audit trail (its rows named by file name); its files are image paths the upgrade renames. */
export const entidadMedio: Entidad = {
  entidad: 'medio',
  tabla: { tabla: 'medios', pk: 'pk_medio', nombre: 'nombre' },
  imagenes: [{ tabla: 'medios', columna: 'ruta' }],
  camposGrandes: ['archivos'],
};
