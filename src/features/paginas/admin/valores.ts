// The page editor's values: the title, the body and the key's fields side by side (the kit's form
// keeps them as one draft in the store), the lists with a key per item; and how they become the
// wire's `datos` (acerca_de's photo inputs become each person's `foto`).
import type { ImagenForm } from '@/shared/api/contrato';
import type { ClavePagina, Pagina, PersonaPagina, TipoFecha } from '@/shared/api/contrato/paginas';
import { randomKey } from '@/shared/lib/claveAleatoria';

export interface FechaForm {
  key: string;
  fecha: string;
  texto: string;
  tipo: TipoFecha | '';
}

export interface PersonaForm {
  key: string;
  nombre: string;
  papel: string;
  descripcion: string;
  /** The photo input's one image (none: the initials). */
  fotos: ImagenForm[];
}

export interface ValoresPagina {
  titulo: string;
  cuerpo: string;
  subtitulo?: string;
  textoBanner?: string;
  /** The home banner's switch (issue 44): published with this edit, now or at its scheduled time. */
  mostrarBanner?: boolean;
  fechas?: FechaForm[];
  correo?: string;
  telefono?: string;
  whatsapp?: string;
  direccion?: string;
  mapa?: string;
  personas?: PersonaForm[];
  /** A scheduled edit's time (0054): the zone's wall clock; '' publishes on saving. */
  publicarEn?: string;
}

/** Each key's fields, by name (what `datos` carries). */
export const CAMPOS_DATOS: Record<ClavePagina, readonly (keyof ValoresPagina)[]> = {
  inicio: ['subtitulo', 'textoBanner', 'mostrarBanner'],
  admisiones: ['fechas'],
  contacto: ['correo', 'telefono', 'whatsapp', 'direccion', 'mapa'],
  acerca_de: ['personas'],
};

const aPersonaForm = (p: PersonaPagina): PersonaForm => ({
  key: randomKey(),
  nombre: p.nombre,
  papel: p.papel,
  descripcion: p.descripcion,
  fotos: p.foto ? [{ key: randomKey(), imagen: p.foto, alt: p.alt ?? '', decorativa: !!p.decorativa }] : [],
});

/** The stored page as the form's first values. */
export function valoresDe(p: Pagina): ValoresPagina {
  const base = { titulo: p.titulo, cuerpo: p.cuerpo };
  switch (p.clave) {
    case 'admisiones':
      return { ...base, fechas: p.datos.fechas.map((f) => ({ key: randomKey(), fecha: f.fecha, texto: f.texto, tipo: f.tipo ?? '' })) };
    case 'acerca_de':
      return { ...base, personas: p.datos.personas.map(aPersonaForm) };
    default:
      return { ...base, ...p.datos };
  }
}

/** The key's fields as `datos` (JSON): only its own, the lists without their keys. */
export function datosDe(clave: ClavePagina, v: ValoresPagina): string {
  const d: Record<string, unknown> = {};
  for (const k of CAMPOS_DATOS[clave]) d[k] = v[k];
  if (d.fechas) d.fechas = (d.fechas as FechaForm[]).map(({ fecha, texto, tipo }) => ({ fecha, texto, tipo }));
  if (d.personas)
    d.personas = v.personas!.map(({ nombre, papel, descripcion, fotos }) => ({
      nombre,
      papel,
      descripcion,
      foto: fotos[0]?.imagen ?? '',
      // the photo's alternative text (issue 37), only beside a photo
      ...(fotos[0] ? { alt: fotos[0].decorativa ? '' : (fotos[0].alt?.trim() ?? ''), decorativa: !!fotos[0].decorativa } : {}),
    }));
  return JSON.stringify(d);
}
