// The admin lists as CSV files (issue 43): GET /panel_admin/exportar/<entidad>.csv (proyectos,
// eventos, empresas, egresados, solicitudes; `?pks=1,2,3`: only those rows, the lists' "Exportar
// selección") and each import's template, /panel_admin/exportar/plantilla-<entidad>.csv (its headers
// and one example row). An admin's session only (roles a and s); anyone else gets a Spanish 403.
// UTF-8 with BOM so Excel opens it as such; written by csv-stringify; the columns are exactly the
// import's (server/entidades/importaciones/columnas.ts), so exporting and importing the file again
// changes nothing; a cell that a spreadsheet would run as a formula is written with a leading `'`.
import type { FastifyInstance } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { COOKIE_SESION, buscarSesion } from '../autenticacion/sesiones';
import { leerCookies } from '../autenticacion/cookies';
import { entidadDe } from '../db/entidades';
import { repoSolicitudes } from '../entidades/solicitudes/repositorio';
import { MAPEOS, escaparCelda, sqlImportacion } from '../entidades/importaciones/columnas';
import { repoImportaciones } from '../entidades/importaciones/repositorio';
import { aPared } from '@/shared/lib/zonaHoraria';
import {
  ENTIDADES_EXPORTACION,
  ENTIDADES_IMPORTACION,
  MENSAJES_IMPORTACION as M,
  type EntidadExportacion,
  type EntidadImportacion,
} from '@/shared/api/contrato/importaciones';

const csv = (columnas: readonly string[], filas: Record<string, string>[]) =>
  stringify(
    filas.map((f) => columnas.map((c) => escaparCelda(f[c] ?? ''))),
    { header: true, columns: [...columnas], bom: true, record_delimiter: 'windows' },
  );

interface Estado {
  activo: number;
  publicado: number;
  publicar_en: string | null;
  retirar_en: string | null;
}
const estadoDe = (e: Estado, ahora: number) =>
  Number(e.activo) !== 1
    ? 'de baja'
    : e.retirar_en && Date.parse(e.retirar_en) <= ahora
      ? 'retirado'
      : e.publicar_en && Date.parse(e.publicar_en) > ahora
        ? 'programado'
        : 'publicado';

/** Every item of `entidad` (or those of `pks`) as the import's rows. */
export async function filasExportacion(
  db: Db,
  entidad: EntidadImportacion,
  zona: string,
  pks: Set<number> | null,
): Promise<Record<string, string>[]> {
  const m = MAPEOS[entidad];
  const repo = repoImportaciones(db);
  const revision = entidadDe(m.bitacora)?.revision;
  const generaciones = new Map((await repo.generaciones()).map((g) => [g.generacion, String(g.pk_generacion)]));
  const ahora = Date.now();
  const filas: Record<string, string>[] = [];
  for (const item of await repo.lista(sqlImportacion(m))) {
    if (pks && !pks.has(Number(item.pk))) continue;
    const contenido = await revision?.leer(db, Number(item.pk), zona);
    if (!contenido) continue;
    const celdas = m.aCeldas(contenido.datos as Record<string, string>, generaciones);
    // a publication date already past says nothing more than "publicado" (and a new import refuses past dates)
    if (item.publicar_en && Date.parse(item.publicar_en) <= ahora) celdas['Publicar el'] = '';
    if (m.columnas.includes('Estado')) celdas.Estado = estadoDe(item, ahora);
    filas.push(celdas);
  }
  return filas;
}

const COLUMNAS_SOLICITUDES = ['Nombre', 'Correo', 'Teléfono', 'Mensaje', 'Fecha', 'Estado', 'Atendida por', 'Atendida el'] as const;

async function filasSolicitudes(db: Db, zona: string, pks: Set<number> | null) {
  const fecha = (v: string | null) => (v ? aPared(v.includes('T') ? v : `${v.replace(' ', 'T')}Z`, zona).replace('T', ' ') : '');
  return (await repoSolicitudes(db).todas())
    .filter((s) => !pks || pks.has(s.pk_solicitud))
    .map((s) => ({
      Nombre: s.nombre,
      Correo: s.correo,
      Teléfono: s.telefono,
      Mensaje: s.mensaje,
      Fecha: fecha(s.fecha),
      Estado: s.estado,
      'Atendida por': s.atendida_por ?? '',
      'Atendida el': fecha(s.atendida_en ?? null),
    }));
}

const ARCHIVO = /^(plantilla-)?([a-z]+)\.csv$/;

export function registrarExportaciones(app: FastifyInstance, db: Db, config: AppConfig): void {
  const inactividad = { personal: config.sesionInactivaMinutos, alumno: config.sesionInactivaMinutosAlumno };
  app.get<{ Params: { archivo: string }; Querystring: { pks?: unknown } }>('/panel_admin/exportar/:archivo', async (req, reply) => {
    const usuario = await buscarSesion(db, leerCookies(req.headers.cookie)[COOKIE_SESION], inactividad);
    if (!usuario || (usuario.rol !== 'a' && usuario.rol !== 's'))
      return reply.code(403).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(M.exportarNoAdmin);
    const m = ARCHIVO.exec(req.params.archivo);
    const plantilla = !!m?.[1];
    const entidad = m?.[2] as EntidadExportacion | undefined;
    const conocida = plantilla
      ? (ENTIDADES_IMPORTACION as readonly string[]).includes(entidad ?? '')
      : (ENTIDADES_EXPORTACION as readonly string[]).includes(entidad ?? '');
    if (!entidad || !conocida) return reply.code(404).type('text/plain; charset=utf-8').send('No existe esa exportación.');
    const pks =
      typeof req.query.pks === 'string' && req.query.pks
        ? new Set(
            req.query.pks
              .split(',')
              .slice(0, 5000)
              .map(Number)
              .filter((n) => Number.isSafeInteger(n) && n > 0),
          )
        : null;
    const zona = config.zonaHoraria;
    let texto: string;
    if (entidad === 'solicitudes') texto = csv(COLUMNAS_SOLICITUDES, await filasSolicitudes(db, zona, pks));
    else if (plantilla) texto = csv(MAPEOS[entidad].columnas, [MAPEOS[entidad].ejemplo]);
    else texto = csv(MAPEOS[entidad].columnas, await filasExportacion(db, entidad, zona, pks));
    const nombre = plantilla ? `plantilla-${entidad}.csv` : `${entidad}-${new Date().toISOString().slice(0, 10)}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${nombre}"`)
      .send(texto);
  });
}
