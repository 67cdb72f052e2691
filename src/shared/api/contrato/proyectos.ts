// Student projects: public list grouped by term, detail, and the admin writes (docs/SPEC.md §3, §7).
import { ENLACE_NO_VALIDO, type ConVersion, type RespuestaComun, MENSAJE_CARACTERES, largo, type TextoAlternativo } from './comun';
import { MAX_IMAGENES_PROYECTO } from './limites';
import { z, texto, entero, enlaceWeb, imagenes, imagenOpcional, clave, sinCaracteresProhibidos } from './campos';
import { camposProgramacion, programacionEnOrden, type DatosProgramacion, type Programacion } from './programacion';

/** Its name in the audit trail, its cache tag and kind of search result… (listed in contrato/entidades.generado.ts). */
export const ENTIDAD_PROYECTO = {
  clave: 'proyecto',
  bitacora: 'Proyecto',
  tag: 'Proyecto',
  busqueda: 'Proyecto',
  historial: {},
  seccion: 'proyectos',
  lote: {
    nombre: 'proyectos',
    uno: 'proyecto',
    acciones: ['baja', 'reactivar', 'publicarEn', 'retirarEn'],
    exportable: 'Proyectos',
    importable: true,
  },
} as const;

/** One project in the public list: its cover (`img`, the first image, with its alternative text, issue 37) and name (an admin's read: its schedule too). */
export interface ProyectoResumen extends Programacion {
  pk_proyecto: number;
  nombre_proyecto: string;
  cuatrimestre: number;
  img: string;
  /** The cover's alternative text (null: not described yet; '' when none). */
  img_alt?: string | null;
  img_decorativa?: boolean;
}

export interface GrupoCuatrimestre {
  cuatrimestre: number;
  proyectos: ProyectoResumen[];
}

export interface ImagenProyecto extends TextoAlternativo {
  pk_img_proyecto: number;
  img_proyecto: string;
}

export interface MiembroProyecto {
  pk_miembro_proyecto: number;
  nombre_miembro: string;
}

export interface Proyecto extends ProyectoResumen {
  descripcion_proyecto: string;
  /** '' when the project has no link. */
  enlace: string;
  /** Team photo path; '' when there is none. */
  foto_miembros: string;
  /** The team photo's alternative text (null: not described yet). */
  foto_miembros_alt?: string | null;
  foto_miembros_decorativa?: boolean;
  imgs: ImagenProyecto[];
  miembros: MiembroProyecto[];
}

/** Form fields of registrarProyecto / editarProyecto; imgs_proyecto and miembros are JSON strings. */
export interface DatosProyecto extends DatosProgramacion {
  nombre_proyecto: string;
  cuatrimestre: string;
  descripcion_proyecto: string;
  enlace: string;
  /** JSON of ImagenForm[]: the first one is the cover. */
  imgs_proyecto: string;
  /** JSON of { key, nombre, pk }[] (pk 0 for a new member). */
  miembros: string;
  /** A stored path, a data URL, or '' for none. */
  foto_miembros: string;
  /** Ours (optional): the team photo's alternative text; sent empty, foto_miembros_decorativa must be '1'. */
  foto_miembros_alt?: string;
  /** Ours (optional): '1' when the team photo is decorative. */
  foto_miembros_decorativa?: string;
}

export interface ContratoProyectos {
  obtenerTodosProyectosPorCuatrimestre: { pide: Record<string, never>; responde: GrupoCuatrimestre[] };
  obtenerProyecto: { pide: { pkProyecto: string }; responde: Proyecto & ConVersion };
  registrarProyecto: { pide: DatosProyecto; responde: RespuestaComun & { pk_proyecto: number } };
  editarProyecto: { pide: DatosProyecto & ConVersion & { pkProyecto: string }; responde: RespuestaComun };
  darBajaProyecto: { pide: { pk: string }; responde: RespuestaComun };
  reactivarProyecto: { pide: { pk: string }; responde: RespuestaComun };
}

// its "Dados de baja" list (contrato/bajas.ts)
declare module './bajas' {
  interface ListasBaja {
    proyectos: true;
  }
}

export { MAX_IMAGENES_PROYECTO };
export const MAX_MIEMBROS = 30;

/** docs/SPEC.md §5's project messages and the call's own refusals (server and form use these). */
export const MENSAJES_PROYECTO = {
  deBajaNoExiste: 'El proyecto no existe o ya está activo.',
  reactivado: 'Proyecto reactivado correctamente.',
  nombre: 'Se necesita el nombre del proyecto.',
  cuatrimestre: 'Seleccione un cuatrimestre del 1 al 11.',
  descripcion: 'Se necesita la descripción del proyecto.',
  enlace: ENLACE_NO_VALIDO,
  imagenes: 'Se necesita mínimo una imagen del proyecto.',
  demasiadasImagenes: `Se permiten máximo ${MAX_IMAGENES_PROYECTO} imágenes por proyecto.`,
  miembros: 'Se necesita mínimo un miembro del proyecto.',
  sinNombre: 'Hay miembros sin nombre. Por favor, elimínelos.',
  demasiadosMiembros: `Se permiten máximo ${MAX_MIEMBROS} miembros por proyecto.`,
  formatoImagenes: 'Las imágenes del proyecto tienen un formato no válido.',
  formatoMiembros: 'Los miembros del proyecto tienen un formato no válido.',
  ajeno: 'Uno de los miembros no pertenece a este proyecto.',
  noEncontrado: 'El proyecto no existe o fue dado de baja.',
  pk: 'Identificador de proyecto no válido.',
} as const;

// Its zod schemas: the form checks its fields with them, api.php the same rules.
// The project's fields (docs/SPEC.md §5): the admin form checks them as it holds them, the server the
// same rules on api.php's strings (imgs_proyecto and miembros as JSON).
const M = MENSAJES_PROYECTO;
const miembro = z.object(
  {
    key: clave(M.formatoMiembros),
    nombre: z.string({ error: M.sinNombre }).trim().max(120, largo(120)).refine(sinCaracteresProhibidos, MENSAJE_CARACTERES),
    pk: z.union(
      [
        z.number().int().min(0),
        z
          .string()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ],
      { error: M.formatoMiembros },
    ),
  },
  { error: M.formatoMiembros },
);

export const miembrosProyecto = z
  .array(miembro, { error: M.formatoMiembros })
  .min(1, M.miembros)
  .max(MAX_MIEMBROS, M.demasiadosMiembros)
  .refine((l) => l.every((m) => m.nombre.length > 0), M.sinNombre)
  .refine((l) => {
    const pks = l.map((m) => m.pk).filter((p) => p > 0);
    return new Set(pks).size === pks.length;
  }, M.formatoMiembros);

// Keys in form order: the first problem found is the one the server reports.
export const camposProyecto = {
  nombre_proyecto: texto(M.nombre, 150),
  cuatrimestre: entero(M.cuatrimestre, 1, 11),
  descripcion_proyecto: texto(M.descripcion, 5000),
  enlace: enlaceWeb(500),
};

export const formProyecto = z
  .object({
    ...camposProyecto,
    imgs: imagenes(M.imagenes, MAX_IMAGENES_PROYECTO, M.demasiadasImagenes, M.formatoImagenes),
    miembros: miembrosProyecto,
    foto: imagenOpcional(),
    ...camposProgramacion,
  })
  .superRefine(programacionEnOrden);
