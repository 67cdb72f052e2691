// Staff-edited pages (issue 32): the home's hero and banner text, /admisiones, the contact block
// and /acerca_de, each a page with a key. Our addition to docs/SPEC.md: a client that speaks only
// docs/SPEC.md never calls these, and the answers add `html` (the body rendered and sanitized by the
// server) and `datos` (the key's structured fields) to the issue's `{clave, titulo, cuerpo, actualizado}`.
// A visitor's page imports only types from here (zod stays in area chunks and the server).
import { ALT_REQUERIDO, type ConVersion, type RespuestaComun } from './comun';
import { camposProgramacion } from './programacion';
import { z, texto, textoOpcional, sinCaracteresProhibidos, textoAlt, imagenOpcional, altCompleto } from './campos';
import { FORMA_CORREO } from '@/shared/lib/correo';
import { fechaValida } from '@/shared/lib/zonaHoraria';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_PAGINA = { clave: 'pagina', bitacora: 'Página', tag: 'Pagina', busqueda: 'Página', historial: {}, seccion: 'paginas' } as const;

export type ClavePagina = 'inicio' | 'admisiones' | 'acerca_de' | 'contacto';

/** The keys in the order the editor lists them. */
export const CLAVES_PAGINA: readonly ClavePagina[] = ['inicio', 'admisiones', 'contacto', 'acerca_de'];

/** Each key's pk, as migration 012 seeds them (the audit trail and an edit's "last change" name a page by it). */
export const PK_PAGINA: Readonly<Record<ClavePagina, number>> = { inicio: 1, admisiones: 2, acerca_de: 3, contacto: 4 };

/** What a key date means to search engines (schema.org's dates of a programme), when anything. */
export type TipoFecha = 'apertura' | 'cierre' | 'inicio';

export interface FechaClave {
  /** A calendar date, YYYY-MM-DD. */
  fecha: string;
  texto: string;
  tipo?: TipoFecha;
}

export interface PersonaPagina {
  nombre: string;
  papel: string;
  descripcion: string;
  /** A stored image path, '' for the person's initials (a new photo travels as a data URL). */
  foto: string;
  /** Ours (issue 37, optional): the photo's alternative text (absent: not described yet) and whether it is decorative. */
  alt?: string;
  decorativa?: boolean;
}

/** Each key's structured fields. */
export interface DatosPaginas {
  /** The hero's eyebrow and the enrolment banner's text. */
  /** Ours (issue 44): `mostrarBanner`, the banner's switch, published with the text (admin reads and edits only). */
  inicio: { subtitulo: string; textoBanner: string; mostrarBanner?: boolean };
  /** The key dates (the home shows the upcoming ones). */
  admisiones: { fechas: FechaClave[] };
  /** `whatsapp`: digits with the country code (the wa.me link); `mapa`: an https address of a map. */
  contacto: { correo: string; telefono: string; whatsapp: string; direccion: string; mapa: string };
  acerca_de: { personas: PersonaPagina[] };
}

export type Pagina<C extends ClavePagina = ClavePagina> = C extends ClavePagina
  ? {
      clave: C;
      titulo: string;
      /** The Markdown the staff wrote. */
      cuerpo: string;
      /** When it was last edited (UTC, 'YYYY-MM-DD HH:MM:SS'). */
      actualizado: string;
      /** `cuerpo` rendered and sanitized by the server: the only markup a page shows. */
      html: string;
      datos: DatosPaginas[C];
      /** The programme's time zone (which key dates are still ahead). */
      zona: string;
      /** `admisiones` only (issue 45): SOLICITUDES_DIAS, the days an enquiry is kept (its form's notice says so). */
      solicitudesDias?: number;
    }
  : never;

export interface ResumenPagina {
  clave: ClavePagina;
  titulo: string;
  actualizado: string;
  /** A scheduled edit's time (UTC '…Z'; absent: none): the page shows its current content until then. */
  publicar_en?: string | null;
  /** The programme's zone (ZONA_HORARIA), to show publicar_en in. */
  zona?: string;
}

/** An admin's read of a page with a scheduled edit: that edit, which its form continues (absent for visitors). */
export interface PaginaProgramada {
  publicar_en: string;
  titulo: string;
  cuerpo: string;
  datos: string;
}

export interface ContratoPaginas {
  mostrarPagina: { pide: { clave: string }; responde: Pagina & ConVersion & { programada?: PaginaProgramada } };
  traerPaginas: { pide: Record<string, never>; responde: ResumenPagina[] };
  /** `datos`: the key's fields as JSON (absent: kept as stored). */
  /** publicarEn (the zone's wall clock, ahead): the edit waits until then; '' cancels a waiting one; retirarEn is refused. */
  editarPagina: {
    pide: ConVersion & { clave: string; titulo: string; cuerpo: string; datos?: string; publicarEn?: string; retirarEn?: string };
    responde: RespuestaComun;
  };
  /** The server's rendering of a body not saved yet (the editor's "Vista previa"), with the body it rendered. */
  vistaPreviaPagina: { pide: { cuerpo: string }; responde: { cuerpo: string; html: string } };
}

export const MAX_CUERPO_PAGINA = 20_000;
export const MAX_FECHAS = 20;
export const MAX_PERSONAS = 12;

export const MENSAJES_PAGINA = {
  clave: 'La página solicitada no existe.',
  titulo: 'Se necesita el título de la página.',
  cuerpo: 'Se necesita el texto de la página.',
  datos: 'Los datos de la página tienen un formato no válido.',
  textoBanner: 'Se necesita el texto del banner de preinscripción.',
  fecha: 'Cada fecha necesita un día válido (AAAA-MM-DD).',
  textoFecha: 'Cada fecha necesita su descripción.',
  tipoFecha: 'El significado de la fecha no es válido.',
  fechas: `Se admiten hasta ${MAX_FECHAS} fechas.`,
  correo: 'Se necesita un correo de contacto válido (nombre@dominio.mx).',
  telefono: 'Se necesita un teléfono de contacto (solo dígitos, espacios, +, paréntesis o guiones).',
  whatsapp: 'El número de WhatsApp lleva de 10 a 15 dígitos, con la clave del país (por ejemplo 524491234567).',
  direccion: 'Se necesita la dirección del plantel.',
  mapa: 'El enlace del mapa debe ser una dirección https://… (por ejemplo, de OpenStreetMap).',
  nombrePersona: 'Cada persona necesita su nombre.',
  personas: `Se admiten hasta ${MAX_PERSONAS} personas.`,
  editada: 'Página actualizada.',
  programada: 'Cambio guardado: la página lo mostrará en la fecha programada.',
} as const;

// Its zod schemas: the editor checks its fields with them, api.php the same rules.
const M = MENSAJES_PAGINA;

/** Line breaks as one \n: a form sent as multipart carries the textarea's as \r\n. */
export const unSalto = (v: string) => v.replace(/\r\n?/g, '\n');

export const camposPagina = {
  titulo: texto(M.titulo, 120),
  cuerpo: z.string({ error: M.cuerpo }).transform(unSalto).pipe(texto(M.cuerpo, MAX_CUERPO_PAGINA)),
};

const esHttps = (v: string) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

const fecha = z.object(
  {
    fecha: z
      .string({ error: M.fecha })
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && fechaValida(v), M.fecha),
    texto: texto(M.textoFecha, 160),
    tipo: z.enum(['apertura', 'cierre', 'inicio', ''], { error: M.tipoFecha }).optional(),
  },
  { error: M.datos },
);

const persona = z
  .object(
    {
      nombre: texto(M.nombrePersona, 120),
      papel: textoOpcional(120),
      descripcion: textoOpcional(500),
      foto: z.string({ error: M.datos }).trim().optional().default(''),
      alt: textoAlt(),
      decorativa: z.boolean({ error: M.datos }).optional(),
      // the editor's photo input (PersonaForm.fotos): its alternative text checked as the form holds it
      fotos: imagenOpcional().optional(),
    },
    { error: M.datos },
  )
  .refine((p) => !p.foto || altCompleto(p), { message: ALT_REQUERIDO, path: ['alt'] });

/** Each key's fields, as the editor holds them (flat beside titulo and cuerpo) and as `datos` carries them. */
export const esquemasDatos = {
  inicio: z.object({
    subtitulo: textoOpcional(120),
    textoBanner: texto(M.textoBanner, 200),
    mostrarBanner: z.boolean({ error: M.datos }).optional(),
  }),
  admisiones: z.object({ fechas: z.array(fecha, { error: M.datos }).max(MAX_FECHAS, M.fechas) }),
  contacto: z.object({
    correo: texto(M.correo, 120).refine((v) => FORMA_CORREO.test(v), M.correo),
    telefono: texto(M.telefono, 40).refine((v) => /^[+\d\s().-]{7,40}$/.test(v) && sinCaracteresProhibidos(v), M.telefono),
    whatsapp: z
      .string({ error: M.whatsapp })
      .transform((v) => v.replace(/[\s+().-]/g, ''))
      .pipe(z.string().regex(/^\d{10,15}$/, M.whatsapp)),
    direccion: texto(M.direccion, 300),
    mapa: texto(M.mapa, 500).refine(esHttps, M.mapa),
  }),
  acerca_de: z.object({ personas: z.array(persona, { error: M.datos }).max(MAX_PERSONAS, M.personas) }),
} satisfies Record<ClavePagina, z.ZodType>;

/** The editor's form of each key: the title, the body and the key's fields. */
export const formPagina = (clave: ClavePagina) =>
  z.object({ ...camposPagina, ...esquemasDatos[clave].shape, publicarEn: camposProgramacion.publicarEn });
