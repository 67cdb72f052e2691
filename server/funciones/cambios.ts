// Ours (issue 48, item 6; decision 0062): "Cambios por revisar". A pending change (server/api/cambios.ts
// made it) is listed with the item as it is and as the change would leave it; approving runs the
// stored save through the dispatcher (`reenvia`: the save's own access, section, schema, version
// check, audit entry and revision), marking the change approved and telling its author inside that
// save's transaction; returning it needs a comment, which its author receives. Both leave an audit
// entry of their own on the item. Only an admin who may publish the change's section, never its
// author, reviews it.
import { funcion } from '@server/api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, pk } from '@server/api/validacion';
import { estadoItem } from '@server/api/cambios';
import { versionDe } from '@server/api/revisiones';
import type { UsuarioSesion } from '@server/autenticacion/sesiones';
import { avisar } from '@server/avisos/avisar';
import { cita } from '@server/avisos/avisar';
import type { Db } from '@server/db/db';
import { entidadDe } from '@server/db/entidades';
import { repoBitacora } from '@server/db/repositorios/bitacora';
import { repoCambios, type FilaCambio } from '@server/db/repositorios/cambios';
import { repoRevisiones } from '@server/db/repositorios/revisiones';
import { esRutaGuardada } from '@server/imagenes/subidas';
import type { AppConfig } from '@server/config';
import { rutas } from '@/shared/rutas';
import { MAX_COMENTARIO, MENSAJES_CAMBIOS as M, type CambioPendiente } from '@/shared/api/contrato/cambios';
import type { CampoRevision, EntidadRevision } from '@/shared/api/contrato/revisiones';
import { editaSeccion, MENSAJES_SECCIONES, NOMBRE_SECCION, type Seccion } from '@/shared/api/contrato/secciones';
import type { Funcion } from '@/shared/api/contrato';

const claveDe = (entidad: string) => entidadDe(entidad)?.revision?.clave ?? (entidad as EntidadRevision);

/** The reviewer's checks, in order: the change exists, is pending, and the caller may review it. */
async function revisable(db: Db, pkCambio: number, u: UsuarioSesion, aprobar: boolean): Promise<FilaCambio> {
  const f = await repoCambios(db).una(pkCambio);
  if (!f) throw noEncontrado(M.noExiste);
  if (f.estado !== 'pendiente') throw new ErrorApi(M.yaRevisado, 409);
  if (!u.puedePublicar) throw new ErrorApi(M.sinPublicar, 403);
  if (!editaSeccion(u.secciones, f.seccion as Seccion)) throw new ErrorApi(MENSAJES_SECCIONES.sinPermiso, 403);
  if (aprobar && f.fk_autor === u.pk_usuario) throw new ErrorApi(M.propio, 403);
  return f;
}

/** The change's own audit entry, on its item. */
const anotarRevision = (db: Db, u: UsuarioSesion, funcion: Funcion, f: FilaCambio, texto: string) =>
  repoBitacora(db).insertar({
    pkUsuario: u.pk_usuario,
    nombreUsuario: u.nombre_persona,
    funcion,
    entidad: f.entidad,
    pk: f.pk_item,
    resumen: `${f.nombre_item ? `«${f.nombre_item}» — ` : ''}${texto}`.slice(0, 400),
  });

/** Its author's notice (inbox, and an e-mail through the outbox). */
const avisarAutor = (db: Db, config: AppConfig, f: FilaCambio, titulo: string, texto: string) =>
  avisar(db, config, { pk: f.fk_autor }, { tipo: 'cambioRevisado', titulo, texto, enlace: rutas.admin.cambios.lista });

/** Every stored image path inside a stored payload (an older revision's, in a restore proposed for review). */
function rutasEn(v: unknown, fuera: string[] = []): string[] {
  if (typeof v === 'string') {
    if (esRutaGuardada(v)) fuera.push(v);
    else if (/^[[{]/.test(v.trim()))
      try {
        rutasEn(JSON.parse(v), fuera);
      } catch {
        // a text that starts with a bracket
      }
  } else if (v && typeof v === 'object') for (const x of Object.values(v)) rutasEn(x, fuera);
  return fuera;
}

export const funcionesCambios = {
  traerCambiosPendientes: funcion('traerCambiosPendientes', {
    acceso: ['a'],
    escribe: false,
    seccion: null,
    schema: z.object({}),
    async run(_p, { db, config, usuario }): Promise<{ cambios: CambioPendiente[] }> {
      const revisa = usuario.puedePublicar ? (usuario.secciones?.length ? usuario.secciones : null) : [];
      const filas = await repoCambios(db).lista(revisa, usuario.pk_usuario);
      const cambios: CambioPendiente[] = [];
      for (const f of filas) {
        const clave = claveDe(f.entidad);
        const e = entidadDe(f.entidad);
        const r = e?.revision;
        const actual = r ? await r.leer(db, f.pk_item, config.zonaHoraria) : null;
        const propio = f.fk_autor === usuario.pk_usuario;
        cambios.push({
          pk: f.pk_cambio,
          funcion: f.funcion,
          entidad: clave,
          pkItem: f.pk_item,
          nombre: f.nombre_item,
          editor: e?.editor?.(f.pk_item) ?? null,
          seccion: f.seccion as Seccion,
          autor: f.autor,
          pkAutor: f.fk_autor,
          fecha: f.creado,
          estado: f.estado,
          comentario: f.comentario,
          revisor: f.revisor,
          version: f.version,
          propuestos: JSON.parse(f.campos) as CampoRevision[],
          actuales: actual?.campos ?? null,
          autorActual: (await repoRevisiones(db).lista(clave, f.pk_item))[0]?.usuario ?? 'Sistema',
          desactualizado: f.estado === 'pendiente' && (await versionDe(db, clave, f.pk_item)) > f.version,
          propio,
          puedeRevisar:
            f.estado === 'pendiente' && !propio && Boolean(usuario.puedePublicar) && editaSeccion(usuario.secciones, f.seccion as Seccion),
        });
      }
      return { cambios };
    },
  }),

  aprobarCambio: funcion('aprobarCambio', {
    acceso: ['a'],
    escribe: true,
    // the save it runs leaves its own entry and revision; the approval writes its entry in that transaction
    bitacora: false,
    seccion: null,
    schema: z.object({ pk: pk(M.pk) }),
    async reenvia({ pk: pkCambio }, { db, config, usuario }) {
      const f = await revisable(db, pkCambio, usuario, true);
      if ((await estadoItem(db, f.entidad, f.pk_item)) !== 'publico') throw new ErrorApi(M.itemNoExiste, 409);
      if ((await versionDe(db, claveDe(f.entidad), f.pk_item)) > f.version) throw new ErrorApi(M.desactualizado, 409);
      const payload = JSON.parse(f.payload) as Record<string, unknown>;
      const revisiones = repoRevisiones(db);
      const rutas: string[] = [];
      for (const r of rutasEn(payload)) if (await revisiones.usaImagen(r)) rutas.push(r);
      return {
        funcion: f.funcion as Funcion,
        payload,
        rutas,
        version: f.version,
        dentro: async (tx) => {
          // two reviewers at once: the second one's save rolls back here
          if (!(await repoCambios(tx).revisar(f.pk_cambio, 'aprobado', usuario.pk_usuario, null))) throw new ErrorApi(M.yaRevisado, 409);
          await anotarRevision(tx, usuario, 'aprobarCambio', f, `Cambio n.º ${f.pk_cambio} de ${f.autor} aprobado y publicado.`);
          const nombre = f.nombre_item || NOMBRE_SECCION[f.seccion as Seccion];
          await avisarAutor(tx, config, f, 'Su cambio fue publicado', `${usuario.nombre_persona} aprobó y publicó su cambio de ${cita(nombre)}.`);
        },
      };
    },
    run: () => ({ codigo: 1 as const, mensaje: M.aprobado }),
  }),

  devolverCambio: funcion('devolverCambio', {
    acceso: ['a'],
    escribe: true,
    // it writes its own entry on the change's item
    bitacora: false,
    seccion: null,
    schema: z.object({
      pk: pk(M.pk),
      comentario: z.string({ error: M.comentario }).trim().min(1, M.comentario).max(MAX_COMENTARIO, M.comentarioLargo),
    }),
    async run({ pk: pkCambio, comentario }, { db, config, usuario }) {
      const f = await revisable(db, pkCambio, usuario, false);
      if (!(await repoCambios(db).revisar(f.pk_cambio, 'devuelto', usuario.pk_usuario, comentario))) throw new ErrorApi(M.yaRevisado, 409);
      await anotarRevision(db, usuario, 'devolverCambio', f, `Cambio n.º ${f.pk_cambio} de ${f.autor} devuelto: ${cita(comentario)}`);
      const nombre = f.nombre_item || NOMBRE_SECCION[f.seccion as Seccion];
      await avisarAutor(
        db,
        config,
        f,
        'Su cambio fue devuelto',
        `${usuario.nombre_persona} devolvió su cambio de ${cita(nombre)} con este comentario: «${comentario}»`,
      );
      return { codigo: 1 as const, mensaje: M.devuelto };
    },
  }),
};
