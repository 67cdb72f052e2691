// Notifications of the session's account: its inbox (the bell), its e-mail (confirmed by a signed
// link that expires in 24 h) and its choice per kind; the public confirmation; the super admin's
// view of the outbox. The notices themselves are written by the funciones that cause them
// (avisos/avisar.ts), in their transaction.
import { funcion } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { z, json } from '../api/validacion';
import { repoAvisos } from '../db/repositorios/avisos';
import { repoSalida } from '../db/repositorios/salida';
import { FRECUENCIAS, MAX_CORREO, MENSAJES_AVISOS as M, TIPOS_AVISO, type Frecuencia, type TipoAviso } from '@/shared/api/contrato/avisos';
import { frecuenciaPorDefecto, recibe } from '../avisos/avisar';
import { correoConfirmacion } from '../avisos/confirmacion';
import { leerEnlace } from '../avisos/enlaces';
import { FORMA_CORREO } from '@/shared/lib/correo';
import { LIMITES_CONFIRMACION } from '../avisos/limitesCorreo';

const TODOS = ['a', 'e', 's'] as const;
const POR_PAGINA = 20;

/** An e-mail address as a person types it: trimmed, the same shape the forms check (shared/lib/correo.ts). */
const correoCon = (mensaje: string) => z.string({ error: mensaje }).trim().max(MAX_CORREO, M.correoLargo).regex(FORMA_CORREO, mensaje);
export const correo = correoCon(M.correoNoValido);
/** The same on the public site's forms, whose refusal speaks "tú" (docs/convenciones.md). */
export const correoPublico = correoCon(M.correoNoValidoPublico);

/** Optional (a forum question's, a public form): absent or blank is no address. */
export const correoOpcional = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), correoPublico.optional());

const pagina = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : Number(v)),
  z.number({ error: 'Página no válida.' }).int('Página no válida.').min(1, 'Página no válida.').max(100_000, 'Página no válida.'),
);

export const funcionesAvisos = {
  traerAvisos: funcion('traerAvisos', {
    acceso: TODOS,
    escribe: false,
    schema: z.object({ pagina }),
    async run({ pagina: p }, { db, usuario }) {
      const repo = repoAvisos(db);
      const { total, sinLeer } = await repo.cuentas(usuario.pk_usuario);
      return { avisos: await repo.bandeja(usuario.pk_usuario, POR_PAGINA, (p - 1) * POR_PAGINA), sinLeer, total, pagina: p, porPagina: POR_PAGINA };
    },
  }),

  marcarAvisosLeidos: funcion('marcarAvisosLeidos', {
    acceso: TODOS,
    escribe: true,
    // reading one's own notices changes nothing anyone else sees: not audited
    bitacora: false,
    schema: z
      .object({
        ids: json(z.array(z.number().int().positive()).max(200), 'Avisos no válidos.').optional(),
        todos: z.union([z.literal(1), z.literal('1')]).optional(),
      })
      .refine((p) => p.ids !== undefined || p.todos !== undefined, { message: 'Avisos no válidos.' }),
    async run({ ids, todos }, { db, usuario }) {
      if (todos === undefined && ids?.length) await repoAvisos(db).marcarLeidos(usuario.pk_usuario, [...new Set(ids)]);
      else if (todos !== undefined) await repoAvisos(db).marcarLeidos(usuario.pk_usuario, null);
      return { codigo: 1 as const, mensaje: M.leidos };
    },
  }),

  traerMiCorreo: funcion('traerMiCorreo', {
    acceso: TODOS,
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, usuario }) {
      const repo = repoAvisos(db);
      const c = await repo.correo(usuario.pk_usuario);
      const guardadas = new Map((await repo.preferencias(usuario.pk_usuario)).map((f) => [f.tipo, f.frecuencia]));
      const preferencias: Partial<Record<TipoAviso, Frecuencia>> = {};
      for (const tipo of Object.keys(TIPOS_AVISO) as TipoAviso[])
        if (recibe(usuario.rol, tipo)) preferencias[tipo] = guardadas.get(tipo) ?? frecuenciaPorDefecto(usuario.rol, tipo);
      return { correo: c?.correo ?? null, confirmado: c?.correo_confirmado === 1 ? 1 : 0, pendiente: c?.correo_pendiente ?? null, preferencias };
    },
  }),

  guardarMiCorreo: funcion('guardarMiCorreo', {
    acceso: TODOS,
    escribe: true,
    bitacora: { entidad: 'usuario' },
    limite: LIMITES_CONFIRMACION,
    schema: z.object({ correo: z.union([z.literal(''), correo]) }),
    async run({ correo: nuevo }, ctx) {
      const repo = repoAvisos(ctx.db);
      if (nuevo === '') {
        await repo.quitarCorreo(ctx.usuario.pk_usuario);
        return { codigo: 1 as const, mensaje: M.correoQuitado };
      }
      await repo.correoPendiente(ctx.usuario.pk_usuario, nuevo);
      await correoConfirmacion(ctx.db, ctx.config, ctx.usuario.pk_usuario, nuevo);
      return { codigo: 1 as const, mensaje: M.correoEnviado };
    },
  }),

  confirmarCorreo: funcion('confirmarCorreo', {
    acceso: 'publico',
    escribe: true,
    bitacora: { entidad: 'usuario' },
    schema: z.object({ token: z.string({ error: M.enlaceNoValido }).max(4000, M.enlaceNoValido) }),
    async run({ token }, { db }) {
      const e = await leerEnlace(db, token);
      if (e?.q !== 'confirmar' || !(await repoAvisos(db).confirmar(e.u, e.c))) throw new ErrorApi(M.enlaceNoValido, 400);
      return { codigo: 1 as const, mensaje: M.correoConfirmado };
    },
  }),

  guardarPreferenciaAviso: funcion('guardarPreferenciaAviso', {
    acceso: TODOS,
    escribe: true,
    bitacora: { entidad: 'usuario' },
    schema: z.object({
      tipo: z.string({ error: M.tipoNoValido }).refine((t): t is TipoAviso => Object.hasOwn(TIPOS_AVISO, t), M.tipoNoValido),
      frecuencia: z.string({ error: M.frecuenciaNoValida }).refine((f): f is Frecuencia => Object.hasOwn(FRECUENCIAS, f), M.frecuenciaNoValida),
    }),
    async run({ tipo, frecuencia }, { db, usuario }) {
      if (!recibe(usuario.rol, tipo)) throw new ErrorApi(M.tipoNoValido, 400);
      await repoAvisos(db).guardarPreferencia(usuario.pk_usuario, tipo, frecuencia);
      return { codigo: 1 as const, mensaje: M.preferenciaGuardada };
    },
  }),

  traerEstadoSalida: funcion('traerEstadoSalida', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, config }) {
      return { ...(await repoSalida(db).estado()), destino: config.smtpUrl ? ('smtp' as const) : ('archivos' as const) };
    },
  }),
};
