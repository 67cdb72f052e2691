// Review before publishing (issue 48, item 6; decision 0062), the dispatcher's side: an admin who may
// not publish saving an existing public item of an entity with a history leaves a pending change
// instead of changing it. Checked in one place (llamar.ts, restores included), after the role,
// section, schema and limits, with the funcion's own checks run on the save as it would happen:
//   1. its `prepara` (the item exists, new images are checked and re-encoded), the version check;
//   2. new images (data URLs) stored as assets of the media library, the payload keeping `medio:<pk>`
//      (every image field accepts it), so approving later needs no bytes and loses none;
//   3. the save itself run inside a transaction that is rolled back, reading the item as it would
//      be after it (the history's fields: what "Cambios por revisar" compares);
//   4. one transaction: the pending row, its audit entry ("Enviado a revisión"), a notice (and one
//      e-mail through the outbox) to each admin who may publish that section.
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { UsuarioSesion } from '../autenticacion/sesiones';
import { entidadDe } from '../db/entidades';
import { repoCambios } from '../db/repositorios/cambios';
import { registrarMedio } from '@server/imagenes/biblioteca';
import { avisar } from '../avisos/avisar';
import { cita } from '@server/avisos/avisar';
import { antesDeEditar, versionDe } from './revisiones';
import { antesDeEscribir, anotar } from './bitacora';
import { pkAntes, type Ctx, type DefEscritura } from './funcion';
import { seccionDe, type Def } from './acceso';
import { ErrorApi } from '@server/base/errores';
import { primerMensaje } from './validacion';
import { GUARDA_EL_ITEM } from '../db/repositorios/edicion';
import { rutas } from '@/shared/rutas';
import { MENSAJES_CAMBIOS as M } from '@/shared/api/contrato/cambios';
import { NOMBRE_SECCION } from '@/shared/api/contrato/secciones';
import type { Funcion } from '@/shared/api/contrato';

type Campos = Record<string, unknown>;
type Escritura = DefEscritura<z.ZodType, Funcion, unknown>;

/** Whether `usuario`'s call of `def` goes to review (when the item it saves is public): a save of an item with a history by an admin who may not publish. */
export function vaARevision(def: Def, usuario: UsuarioSesion | null): def is Def & Escritura {
  if (usuario?.rol !== 'a' || usuario.puedePublicar !== false) return false;
  if (!def.escribe || !def.bitacora || def.bitacora.nueva || def.reenvia) return false;
  return Boolean(entidadDe(def.bitacora.entidad)?.revision) && GUARDA_EL_ITEM.test(def.nombre ?? '') && seccionDe(def) !== null;
}

/** What the public sees of an item: 'publico', 'oculto' (deactivated, unpublished, scheduled) or 'noExiste'. */
export async function estadoItem(db: Db, entidad: string, pk: number): Promise<'publico' | 'oculto' | 'noExiste'> {
  const e = entidadDe(entidad);
  if (e?.revision?.unica) return 'publico';
  if (!e?.tabla) return (await e?.revision?.leer(db, pk, 'UTC')) ? 'publico' : 'noExiste';
  const f = await repoCambios(db).filaItem(e.tabla.tabla, e.tabla.pk, pk);
  if (!f) return 'noExiste';
  const cero = (k: string) => k in f && Number(f[k]) === 0;
  return cero('activo') || cero('publicado') ? 'oculto' : 'publico';
}

const DATA_URL = /^data:/;

/** Every string of a wire value, through the JSON texts fields carry (imgs as a JSON string), replaced by `cambiar`. */
async function recorrer(v: unknown, cambiar: (s: string) => Promise<string>): Promise<unknown> {
  if (typeof v === 'string') {
    if (DATA_URL.test(v)) return cambiar(v);
    const t = v.trim();
    if ((t.startsWith('[') || t.startsWith('{')) && v.includes('data:')) {
      try {
        return JSON.stringify(await recorrer(JSON.parse(t), cambiar));
      } catch {
        return v;
      }
    }
    return v;
  }
  if (Array.isArray(v)) return Promise.all(v.map((x) => recorrer(x, cambiar)));
  if (v && typeof v === 'object') {
    const o: Campos = {};
    for (const [k, x] of Object.entries(v)) o[k] = await recorrer(x, cambiar);
    return o;
  }
  return v;
}

/** Thrown inside the trial save's transaction to roll it back once the item was read. */
class Ensayo extends Error {
  constructor(readonly campos: unknown) {
    super('ensayo');
  }
}

/**
 * The call of `def` as a pending change, or null when it is not one (the item is not public: the
 * save runs as usual). `campos` are the wire fields (without `funcion` and `version`).
 */
export async function proponerCambio(def: Escritura, campos: Campos, datos: unknown, ctx: Omit<Ctx, 'alConfirmar'>): Promise<unknown> {
  const usuario = ctx.usuario!;
  const entidad = def.bitacora ? def.bitacora.entidad : '';
  const r = entidadDe(entidad)!.revision!;
  const pk = r.unica ? 0 : await pkAntes(ctx.db, def.bitacora as never, r, datos as Campos);
  if (pk === null || (await estadoItem(ctx.db, entidad, pk)) !== 'publico') return null;
  const zona = ctx.config.zonaHoraria;
  const nada = { ...ctx, alConfirmar: () => {} };
  ctx.subidas.usar(ctx.db);
  // 1. the funcion's own checks (its item, its images re-encoded once), the version it was read at
  if (def.prepara) await def.prepara(datos, nada);
  await antesDeEditar(ctx.db, entidad, pk, ctx.version, zona);
  const version = await versionDe(ctx.db, r.clave, pk);
  // 2. new images become assets of the library (committed: the change keeps them by `medio:<pk>`)
  let payload = campos;
  if (JSON.stringify(campos).includes('data:')) {
    await recorrer(campos, async (url) => (await ctx.subidas.revisar(url), url)); // checked and re-encoded outside the transaction
    payload = (await ctx.db.transaccion(async (tx) => {
      ctx.subidas.usar(tx);
      return recorrer(campos, async (url) => {
        const ruta = await ctx.subidas.guardar(url, 'medios');
        const d = ctx.subidas.guardadas().find((g) => g.ruta === ruta);
        return `medio:${await registrarMedio(tx, { ...d, ruta, origen: 'formulario', pkUsuario: usuario.pk_usuario })}`;
      });
    })) as Campos;
  }
  ctx.subidas.conservar();
  const p = def.schema.safeParse(payload);
  if (!p.success) throw new ErrorApi(primerMensaje(p.error));
  // 3. the save as it would happen, rolled back: the item's fields after it
  ctx.subidas.usar(ctx.db);
  const preparado = def.prepara ? await def.prepara(p.data, nada) : undefined;
  let propuestos: unknown = null;
  try {
    await ctx.db.transaccion(async (tx) => {
      ctx.subidas.usar(tx);
      await def.run(p.data, { ...ctx, db: tx, alConfirmar: () => {} }, preparado);
      throw new Ensayo((await r.leer(tx, pk, zona))?.campos ?? []);
    });
  } catch (e) {
    if (!(e instanceof Ensayo)) throw e;
    propuestos = e.campos;
  }
  // 4. the pending change, its audit entry and the reviewers' notices, together
  const seccion = seccionDe(def as never)!;
  return ctx.db.transaccion(async (tx) => {
    const previo = await antesDeEscribir(tx, {
      funcion: def.nombre!,
      payload: p.data,
      usuario,
      schema: def.schema,
      auditada: def.bitacora as never,
      zona,
    });
    const nombre = previo.nombreAntes ?? '';
    // a newer save of the same item by the same author replaces their change still waiting
    await repoCambios(tx).quitarPendientes(entidad, pk, usuario.pk_usuario);
    const pkCambio = await repoCambios(tx).insertar({
      funcion: def.nombre!,
      entidad,
      pkItem: pk,
      seccion,
      nombreItem: nombre,
      payload: JSON.stringify(payload),
      campos: JSON.stringify(propuestos),
      version,
      pkAutor: usuario.pk_usuario,
    });
    await anotar(tx, previo, { mensaje: `Enviado a revisión (cambio n.º ${pkCambio}).` });
    for (const revisor of await repoCambios(tx).revisores(seccion, usuario.pk_usuario))
      await avisar(
        tx,
        ctx.config,
        { pk: revisor },
        {
          tipo: 'cambioPorRevisar',
          titulo: 'Un cambio espera su revisión',
          texto: `${usuario.nombre_persona} cambió ${cita(nombre || NOMBRE_SECCION[seccion])} (${NOMBRE_SECCION[seccion]}). Revíselo para publicarlo o devolverlo.`,
          enlace: rutas.admin.cambios.lista,
        },
      );
    return { codigo: 1 as const, mensaje: M.enEspera, cambioPendiente: pkCambio };
  });
}
