// Enquiries ("Solicita información", /admisiones): a visitor sends one (public, rate-limited per
// address exactly like the forum's questions, its own count), the admins are told through the
// inbox and the outbox in the same transaction, and only admins read them and mark them attended
// (pendiente → atendida, a guarded UPDATE: a second mark is refused and changes nothing).
// The same enquiry again within VENTANA_REPETIDA_MINUTOS is recognised and not stored or notified twice
// (decision 0063). The answer to the visitor never echoes what was sent.
import { funcion } from '@server/api/funcion';
import { ErrorApi, noEncontrado } from '@server/base/errores';
import { z, texto, textoOpcional, pk, sinCaracteresProhibidos, MENSAJE_CARACTERES } from '@server/api/validacion';
import { repoSolicitudes } from './repositorio';
import { avisar } from '@server/avisos/avisar';
import { cita } from '@server/avisos/avisar';
import { correoPublico } from '@server/funciones/avisos';
import { LIMITE_PREGUNTAS } from '@server/entidades/foro/moderacion';
import { rutas } from '@/shared/rutas';
import {
  MAX_NOTA_SOLICITUD,
  MAX_MENSAJE_SOLICITUD,
  MAX_NOMBRE_SOLICITUD,
  MAX_TELEFONO_SOLICITUD,
  MENSAJES_SOLICITUD as M,
  POR_PAGINA_SOLICITUDES,
  VENTANA_REPETIDA_MINUTOS,
  digitosTelefono,
} from '@/shared/api/contrato/solicitudes';

/** The form's fields, in the order their messages are given. */
export const esquemaSolicitud = z.object({
  nombre: texto(M.nombre, MAX_NOMBRE_SOLICITUD),
  // required here; its shape is the account page's check (avisos.ts `correo`, shared/lib/correo.ts)
  correo: z.string({ error: M.correo }).trim().min(1, M.correo).pipe(correoPublico),
  telefono: textoOpcional(MAX_TELEFONO_SOLICITUD).refine((v) => !v || digitosTelefono(v) !== null, M.telefono),
  mensaje: texto(M.mensaje, MAX_MENSAJE_SOLICITUD),
  // the consent checkbox: '1' (our form) or 'on' (a checkbox without a value)
  acepto: z.string({ error: M.acepto }).refine((v) => v === '1' || v === 'on', M.acepto),
});

export const funcionesSolicitudes = {
  registrarSolicitudInformes: funcion('registrarSolicitudInformes', {
    acceso: 'publico',
    escribe: true,
    bitacora: { entidad: 'solicitud', nueva: true },
    limite: { ...LIMITE_PREGUNTAS, mensaje: M.demasiadas },
    schema: esquemaSolicitud,
    async run({ nombre, correo: direccion, telefono, mensaje }, { db, config }) {
      const datos = { nombre, correo: direccion, telefono, mensaje };
      // the same enquiry again (a double tap, a reload, "did it go?"): said, not stored or notified twice
      if (await repoSolicitudes(db).repetida(datos, VENTANA_REPETIDA_MINUTOS))
        return { codigo: 1 as const, mensaje: M.repetida, repetida: true as const };
      await repoSolicitudes(db).insertar(datos);
      await avisar(
        db,
        config,
        { rol: 'a' },
        {
          tipo: 'solicitudInformes',
          titulo: 'Una solicitud de información nueva',
          texto: `${nombre} escribió: ${cita(mensaje)}`,
          enlace: rutas.admin.solicitudes.lista,
        },
      );
      return { codigo: 1 as const, mensaje: M.enviada };
    },
  }),

  traerSolicitudesInformes: funcion('traerSolicitudesInformes', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({
      pagina: z.coerce.number({ error: M.pagina }).int(M.pagina).min(1, M.pagina).max(100_000, M.pagina).optional(),
      q: z.string({ error: M.busqueda }).max(100, M.busqueda).optional(),
      pendientes: z.enum(['0', '1'], { error: M.invalida }).optional(),
      anio: z.coerce.number({ error: M.anio }).int(M.anio).min(2000, M.anio).max(9999, M.anio).optional(),
    }),
    // a page at a time, filtered on the server (issue 45); the retention staff see above the list
    async run({ pagina = 1, q = '', pendientes, anio }, { db, config }) {
      const palabras = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
      const filtro = { pendientes: pendientes === '1', anio: anio ?? null, palabras };
      const r = await repoSolicitudes(db).pagina(filtro, POR_PAGINA_SOLICITUDES, (pagina - 1) * POR_PAGINA_SOLICITUDES);
      return { ...r, pagina, porPagina: POR_PAGINA_SOLICITUDES, dias: config.solicitudesDias };
    },
  }),

  // the panel tile's count ("3 pendientes")
  contarSolicitudesPendientes: funcion('contarSolicitudesPendientes', {
    acceso: ['a'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db }) {
      return { pendientes: await repoSolicitudes(db).pendientes() };
    },
  }),

  // staff's internal note on one enquiry ('' clears it): audited, never shown to the applicant
  anotarSolicitudInformes: funcion('anotarSolicitudInformes', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'solicitud', pk: 'pk' },
    schema: z.object({
      pk: pk(M.invalida),
      nota: z.string({ error: M.notaLarga }).trim().max(MAX_NOTA_SOLICITUD, M.notaLarga).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES),
    }),
    async run({ pk: id, nota }, { db }) {
      if (!(await repoSolicitudes(db).anotar(id, nota))) throw noEncontrado(M.noEncontrada);
      return { codigo: 1 as const, mensaje: nota ? M.notaGuardada : M.notaBorrada };
    },
  }),

  atenderSolicitudInformes: funcion('atenderSolicitudInformes', {
    acceso: ['a'],
    escribe: true,
    bitacora: { entidad: 'solicitud', pk: 'pk' },
    schema: z.object({ pk: pk(M.invalida) }),
    async run({ pk: id }, { db, usuario }) {
      const repo = repoSolicitudes(db);
      if (!(await repo.atender(id, usuario.pk_usuario))) {
        if (!(await repo.existe(id))) throw noEncontrado(M.noEncontrada);
        throw new ErrorApi(M.yaAtendida, 409);
      }
      return { codigo: 1 as const, mensaje: M.atendida };
    },
  }),
};
