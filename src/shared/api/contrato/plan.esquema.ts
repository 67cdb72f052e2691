// The check of a whole plan (editarPlan's `plan`): the editor runs it before sending, the server
// the same on what arrives. Each problem names its field by its path in the plan ("campo":
// "0.cuatrimestres.1.materias.2.nombre") and where it is in words ("Técnico Superior…,
// segundo cuatrimestre, materia 3: Se necesita el nombre de la materia."), so the editor shows it
// beside the field and a client that only alerts `mensaje` still tells the admin where to look.
// Its limits, messages and the site's illustrations live here too (the editor and the server read
// them; the visitor's home page, which reads plan.ts, does not carry them).
import { z, texto, CARACTERES_PROHIBIDOS } from './campos';
import { ALT_REQUERIDO, largo, MAX_ALT, MENSAJE_CARACTERES } from './comun';
import { altIlustracion, nombreCuatrimestre, type NivelAcademico } from './plan';

/** Counts and sizes a plan may have. */
export const LIMITES_PLAN = {
  niveles: 6,
  cuatrimestres: 11,
  materias: 15,
  puntos: 15,
  imagenes: 4,
  nombre: 150,
  punto: 200,
  alt: MAX_ALT,
  horas: 999,
  creditos: 99.99,
} as const;

const L = LIMITES_PLAN;

/** Every message a plan's check gives (the editor and the server use these). */
export const MENSAJES_PLAN = {
  formato: 'El plan de estudios no tiene un formato válido.',
  sinNiveles: 'El plan de estudios necesita al menos un nivel académico.',
  demasiadosNiveles: `Se permiten máximo ${L.niveles} niveles académicos.`,
  nivel: 'Se necesita el nombre del nivel académico.',
  sinCuatrimestres: 'Cada nivel académico necesita al menos un cuatrimestre.',
  demasiadosCuatrimestres: `Se permiten máximo ${L.cuatrimestres} cuatrimestres por nivel.`,
  numero: 'El número de cuatrimestre debe ser del 1 al 11.',
  numeroRepetido: 'Ese número de cuatrimestre ya está en el plan: cada cuatrimestre lleva un número distinto.',
  sinMaterias: 'Cada cuatrimestre necesita al menos una materia.',
  demasiadasMaterias: `Se permiten máximo ${L.materias} materias por cuatrimestre.`,
  materia: 'Se necesita el nombre de la materia.',
  materiaRepetida: 'Ya hay una materia con ese nombre en este cuatrimestre.',
  punto: 'Un tema no puede quedar vacío.',
  demasiadosPuntos: `Se permiten máximo ${L.puntos} temas por materia.`,
  demasiadasImagenes: `Se permiten máximo ${L.imagenes} imágenes por materia.`,
  imagen: 'La imagen no es válida: elija un archivo de imagen o una ilustración del sitio.',
  alts: 'Hay más textos alternativos que imágenes.',
  horas: `Las horas deben ser un número entero del 1 al ${L.horas}.`,
  creditos: 'Los créditos deben ser un número mayor que 0 y menor que 100, con hasta dos decimales.',
  version: 'Versión del plan no válida.',
  conflicto:
    'Otra persona guardó el plan de estudios mientras usted lo editaba. Su borrador se conserva: revise la versión actual o guárdelo de nuevo para reemplazarla.',
  imagenAjena: 'Una de las imágenes no pertenece al plan de estudios.',
  guardado: 'Plan de estudios guardado.',
} as const;

/** The site's own illustrations (public/img/plan/), offered by the editor beside uploads; the label names what each shows. */
export const ILUSTRACIONES = {
  arquitectura: 'Arquitectura',
  calidad: 'Calidad',
  codigo: 'Código',
  datos: 'Datos',
  equipo: 'Equipo',
  idiomas: 'Idiomas',
  matematicas: 'Matemáticas',
  movil: 'Móvil',
  nube: 'Nube',
  redes: 'Redes',
  servidor: 'Servidor',
  web: 'Web',
} as const;

export const rutaIlustracion = (nombre: keyof typeof ILUSTRACIONES) => `/img/plan/${nombre}.svg`;

const M = MENSAJES_PLAN;

const ILUSTRACION = new RegExp(`^/img/plan/(${Object.keys(ILUSTRACIONES).join('|')})\\.svg$`);
const SUBIDA = /^uploads\/plan\/[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif)$/;
/** A stored image of any folder: an asset of the media library the plan already uses (the server checks it is). */
const GUARDADA = /^uploads\/[a-z_]{1,30}\/[a-zA-Z0-9_-]{8,64}\.(png|jpg|webp|gif)$/;
const DATOS = /^data:image\/[a-z0-9.+-]{1,20};base64,/i;
/** An asset picked from the media library (issue 43): the server stores its file's path. */
const MEDIO = /^medio:\d{1,12}$/;

/** A site illustration, a stored image (the plan's upload or a library asset), a new image as a data URL, or a picked asset. */
export const esImagenDelPlan = (v: string) => ILUSTRACION.test(v) || GUARDADA.test(v) || DATOS.test(v) || MEDIO.test(v);
export const esSubidaDelPlan = (v: string) => SUBIDA.test(v);

/** A number sent as a number or as its text ('' or absent: not given). */
const numeroOpcional = (mensaje: string, valido: (n: number) => boolean) =>
  z
    .union([z.number(), z.string().trim().max(12)], { error: mensaje })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n) || !valido(n)) {
        ctx.addIssue({ code: 'custom', message: mensaje });
        return z.NEVER;
      }
      return n;
    });

const alt = z
  .string({ error: M.formato })
  .trim()
  .max(L.alt, largo(L.alt))
  .refine((v) => !CARACTERES_PROHIBIDOS.test(v), MENSAJE_CARACTERES);

const materia = z
  .object(
    {
      nombre: texto(M.materia, L.nombre),
      puntos: z.array(texto(M.punto, L.punto), { error: M.formato }).max(L.puntos, M.demasiadosPuntos),
      imgs: z.array(z.string({ error: M.imagen }).refine(esImagenDelPlan, M.imagen), { error: M.formato }).max(L.imagenes, M.demasiadasImagenes),
      alts: z.array(alt, { error: M.formato }).optional(),
      horas: numeroOpcional(M.horas, (n) => Number.isInteger(n) && n >= 1 && n <= L.horas),
      creditos: numeroOpcional(M.creditos, (n) => n > 0 && n <= L.creditos && Math.round(n * 100) === n * 100),
    },
    { error: M.formato },
  )
  .superRefine((m, ctx) => {
    if (m.alts && m.alts.length > m.imgs.length) ctx.addIssue({ code: 'custom', path: ['alts'], message: M.alts });
    // a client that sends alternative texts (the editor since issue 37) describes every upload; a
    // site illustration without one keeps its own (altIlustracion). The images open a popup when
    // clicked (docs/SPEC.md §2): an image that is a button's only content names it, so it is never
    // decorative. A client that sends no `alts` (docs/SPEC.md's shape) is not asked.
    else if (m.alts && m.imgs.some((img, i) => !m.alts?.[i] && !altIlustracion(img)))
      ctx.addIssue({ code: 'custom', path: ['imgs'], message: ALT_REQUERIDO });
  })
  // stored as the site reads it: alts only when one is written, one per image
  .transform(({ alts, horas, creditos, ...m }) => ({
    ...m,
    ...(alts?.some(Boolean) ? { alts: m.imgs.map((_, i) => alts[i] ?? '') } : {}),
    ...(horas !== undefined ? { horas } : {}),
    ...(creditos !== undefined ? { creditos } : {}),
  }));

const cuatrimestre = z.object(
  {
    numero: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d{1,2}$/, M.numero)
            .transform(Number),
        ],
        { error: M.numero },
      )
      .pipe(z.number().int(M.numero).min(1, M.numero).max(11, M.numero)),
    materias: z.array(materia, { error: M.formato }).min(1, M.sinMaterias).max(L.materias, M.demasiadasMaterias),
  },
  { error: M.formato },
);

const nivel = z.object(
  {
    nivel_academico: texto(M.nivel, L.nombre),
    cuatrimestres: z.array(cuatrimestre, { error: M.formato }).min(1, M.sinCuatrimestres).max(L.cuatrimestres, M.demasiadosCuatrimestres),
  },
  { error: M.formato },
);

const clave = (s: string) => s.trim().toLocaleLowerCase('es');

/** The plan's schema: its shape, limits, one number per term across the plan, one name per subject within its term. */
export const esquemaPlan = z
  .array(nivel, { error: M.formato })
  .min(1, M.sinNiveles)
  .max(L.niveles, M.demasiadosNiveles)
  .superRefine((plan, ctx) => {
    const numeros = new Set<number>();
    plan.forEach((n, i) =>
      n.cuatrimestres.forEach((c, j) => {
        if (numeros.has(c.numero)) ctx.addIssue({ code: 'custom', path: [i, 'cuatrimestres', j, 'numero'], message: M.numeroRepetido });
        numeros.add(c.numero);
        const nombres = new Set<string>();
        c.materias.forEach((m, k) => {
          if (nombres.has(clave(m.nombre)))
            ctx.addIssue({ code: 'custom', path: [i, 'cuatrimestres', j, 'materias', k, 'nombre'], message: M.materiaRepetida });
          nombres.add(clave(m.nombre));
        });
      }),
    );
  });

export interface Problema {
  /** The field's path in the plan, dot-separated ('' for the plan as a whole). */
  campo: string;
  /** The rule's message ('Se necesita el nombre de la materia.'). */
  mensaje: string;
  /** Where it is, in words, then the message. */
  completo: string;
}

const corto = (s: string) => (s.length > 50 ? `${s.slice(0, 49)}…` : s);

/** "«Técnico Superior…», segundo cuatrimestre, materia «Bases de Datos», tema 2" for a path in `plan`. */
export function lugar(plan: unknown, ruta: readonly PropertyKey[]): string {
  const partes: string[] = [];
  const [i, , j, , k, campo, l] = ruta;
  const n = Array.isArray(plan) ? (plan[Number(i)] as Partial<NivelAcademico> | undefined) : undefined;
  if (typeof i !== 'number') return '';
  partes.push(typeof n?.nivel_academico === 'string' && n.nivel_academico.trim() ? `«${corto(n.nivel_academico.trim())}»` : `Nivel ${i + 1}`);
  const c = typeof j === 'number' ? n?.cuatrimestres?.[j] : undefined;
  // a number as sent (the editor sends the select's text) names the term, even out of range ("cuatrimestre 12")
  const numero = c?.numero === undefined || String(c.numero).trim() === '' ? NaN : Number(c.numero);
  if (typeof j === 'number') partes.push(Number.isInteger(numero) ? nombreCuatrimestre(numero).toLowerCase() : `cuatrimestre ${j + 1}`);
  const m = typeof k === 'number' ? c?.materias?.[k] : undefined;
  if (typeof k === 'number')
    partes.push(typeof m?.nombre === 'string' && m.nombre.trim() ? `materia «${corto(m.nombre.trim())}»` : `materia ${k + 1}`);
  if (typeof l === 'number') partes.push(`${campo === 'puntos' ? 'tema' : campo === 'imgs' ? 'imagen' : 'texto alternativo'} ${l + 1}`);
  return partes.join(', ');
}

/** The plan checked: the plan as stored, or every problem (in order) with its field and place. */
export function revisarPlan(valor: unknown): { plan: NivelAcademico[]; problemas?: undefined } | { problemas: Problema[]; plan?: undefined } {
  const r = esquemaPlan.safeParse(valor);
  if (r.success) return { plan: r.data };
  return {
    problemas: r.error.issues.map((i) => {
      const donde = lugar(valor, i.path);
      return { campo: i.path.join('.'), mensaje: i.message, completo: donde ? `${donde}: ${i.message}` : i.message };
    }),
  };
}
