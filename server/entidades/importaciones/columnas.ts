// The columns of each entity's spreadsheet (issue 43; listed in docs/contenido.md): one mapping per
// entity between a row of cells and the payload of its registration funcion — the same payload its
// revision's `datos` holds (server/entidades/<x>/revision.ts). The export reads an item's revision
// content and writes it with `aCeldas`; the import turns cells back with `aDatos` and runs the
// registration funcion on it: a round trip goes through the same two functions and changes nothing.
// Images are named by file name (`;` between several); their alternative texts follow in another
// column in the same order, separated by `|` (empty: not described yet; ALT_DECORATIVA: decorative).
import type { EntidadImportacion } from '@/shared/api/contrato/importaciones';
import type { EntidadBitacora } from '@/shared/api/contrato/bitacora';
import type { Funcion } from '@/shared/api/contrato';

/** A cell a spreadsheet would take for a formula (=, +, -, @, tab, CR), behind any `'` already there, gets one `'` more; the import takes one off. */
export const FORMULA = /^'*[=+\-@\t\r]/;
export const escaparCelda = (v: string) => (FORMULA.test(v) ? `'${v}` : v);
export const desescaparCelda = (v: string) => (v.startsWith("'") && FORMULA.test(v) ? v.slice(1) : v);

export const ALT_DECORATIVA = '(decorativa)';
type Campos = Record<string, string>;

/** An image of a payload: stored path (or, in the import, the resolved value) and its text. */
interface ImagenDatos {
  key?: string;
  imagen: string;
  alt?: string;
  decorativa?: boolean;
}

/** What a mapping needs from outside: a file name → the value the payload carries (stored path), and the generations. */
export interface Entorno {
  ruta(nombre: string): string;
  generaciones: ReadonlyMap<string, string>;
}

export interface Mapeo {
  entidad: EntidadImportacion;
  bitacora: EntidadBitacora;
  carpeta: string;
  registrar: Funcion;
  /** Its "Dar de baja" (Estado «de baja»): none for graduates, which are deleted. */
  baja?: Funcion;
  columnas: readonly string[];
  requeridas: readonly string[];
  /** The column that names the item (the preview's title, duplicates). */
  titulo: string;
  /** Titles must be unique on the site (companies): one that exists is refused. */
  tituloUnico?: boolean;
  /** The image columns (file names), each with its alt column. */
  imagenes: readonly { columna: string; alt: string }[];
  /** The payload field → the column its error belongs to. */
  columnaDe: Readonly<Record<string, string>>;
  aCeldas(d: Campos, generaciones: ReadonlyMap<string, string>): Campos;
  aDatos(c: Campos, e: Entorno): Campos;
  ejemplo: Campos;
}

export const listaCelda = (v: string | undefined) =>
  (v ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
const base = (ruta: string) => ruta.split('/').pop() ?? '';
const altCelda = (i: { alt?: string | null; decorativa?: boolean | string }) =>
  i.decorativa === true || i.decorativa === '1' ? ALT_DECORATIVA : (i.alt ?? '');
const fechaCelda = (v: string | undefined) => (v ?? '').replace('T', ' ');
const fechaDatos = (v: string | undefined) => (v ?? '').trim().replace(' ', 'T');

/** A list of images (JSON, as the forms send it) as two cells: names and texts. */
function celdasImagenes(json: string | undefined): [string, string] {
  const l = JSON.parse(json || '[]') as ImagenDatos[];
  return [l.map((i) => base(i.imagen)).join('; '), l.some((i) => i.alt !== undefined || i.decorativa) ? l.map(altCelda).join(' | ') : ''];
}
/** One image's text as the form's sibling fields. */
function altDatos(campo: string, texto: string | undefined, hay: boolean): Campos {
  const t = (texto ?? '').trim();
  if (!hay || !t) return {};
  return t === ALT_DECORATIVA ? { [`${campo}_alt`]: '', [`${campo}_decorativa`]: '1' } : { [`${campo}_alt`]: t, [`${campo}_decorativa`]: '0' };
}
/** Two cells back into the JSON list of form images. */
function datosImagenes(nombres: string | undefined, textos: string | undefined, e: Entorno): string {
  const alts = (textos ?? '').split('|').map((s) => s.trim());
  return JSON.stringify(
    listaCelda(nombres).map((n, i): ImagenDatos => {
      const alt = alts[i] ?? '';
      const item: ImagenDatos = { key: `i${i}`, imagen: e.ruta(n) };
      return alt === ALT_DECORATIVA ? { ...item, alt: '', decorativa: true } : alt ? { ...item, alt, decorativa: false } : item;
    }),
  );
}
const siNo = (v: string | undefined) => (/^(s[ií]|1|verdadero|true)$/i.test((v ?? '').trim()) ? '1' : /^(no|0|falso|false)?$/i.test((v ?? '').trim()) ? '0' : 'x');

const proyectos: Mapeo = {
  entidad: 'proyectos',
  bitacora: 'proyecto',
  carpeta: 'proyectos',
  registrar: 'registrarProyecto',
  baja: 'darBajaProyecto',
  columnas: ['Nombre', 'Cuatrimestre', 'Descripción', 'Enlace', 'Imágenes', 'Textos alternativos', 'Integrantes', 'Foto del equipo', 'Texto alternativo de la foto', 'Publicar el', 'Retirar el', 'Estado'],
  requeridas: ['Nombre', 'Cuatrimestre', 'Descripción', 'Imágenes', 'Integrantes'],
  titulo: 'Nombre',
  imagenes: [
    { columna: 'Imágenes', alt: 'Textos alternativos' },
    { columna: 'Foto del equipo', alt: 'Texto alternativo de la foto' },
  ],
  columnaDe: {
    nombre_proyecto: 'Nombre',
    cuatrimestre: 'Cuatrimestre',
    descripcion_proyecto: 'Descripción',
    enlace: 'Enlace',
    imgs_proyecto: 'Imágenes',
    miembros: 'Integrantes',
    foto_miembros: 'Foto del equipo',
    foto_miembros_alt: 'Texto alternativo de la foto',
    foto_miembros_decorativa: 'Texto alternativo de la foto',
    publicarEn: 'Publicar el',
    retirarEn: 'Retirar el',
  },
  aCeldas(d) {
    const [imgs, alts] = celdasImagenes(d.imgs_proyecto);
    return {
      Nombre: d.nombre_proyecto,
      Cuatrimestre: d.cuatrimestre,
      Descripción: d.descripcion_proyecto,
      Enlace: d.enlace,
      Imágenes: imgs,
      'Textos alternativos': alts,
      Integrantes: (JSON.parse(d.miembros || '[]') as { nombre: string }[]).map((m) => m.nombre).join('; '),
      'Foto del equipo': d.foto_miembros ? base(d.foto_miembros) : '',
      'Texto alternativo de la foto': d.foto_miembros ? altCelda({ alt: d.foto_miembros_alt, decorativa: d.foto_miembros_decorativa }) : '',
      'Publicar el': fechaCelda(d.publicarEn),
      'Retirar el': fechaCelda(d.retirarEn),
    };
  },
  aDatos(c, e) {
    const foto = (c['Foto del equipo'] ?? '').trim();
    return {
      nombre_proyecto: c.Nombre,
      cuatrimestre: c.Cuatrimestre,
      descripcion_proyecto: c['Descripción'],
      enlace: c.Enlace ?? '',
      imgs_proyecto: datosImagenes(c['Imágenes'], c['Textos alternativos'], e),
      miembros: JSON.stringify(listaCelda(c.Integrantes).map((nombre, i) => ({ key: `m${i}`, nombre, pk: 0 }))),
      foto_miembros: foto ? e.ruta(foto) : '',
      ...altDatos('foto_miembros', c['Texto alternativo de la foto'], !!foto),
      publicarEn: fechaDatos(c['Publicar el']),
      retirarEn: fechaDatos(c['Retirar el']),
    };
  },
  ejemplo: {
    Nombre: 'Sistema de tutorías',
    Cuatrimestre: '7',
    Descripción: 'Aplicación web para agendar tutorías entre estudiantes.',
    Enlace: 'https://github.com/ejemplo/tutorias',
    Imágenes: 'tutorias-1.jpg; tutorias-2.jpg',
    'Textos alternativos': 'Pantalla de inicio con el calendario | (decorativa)',
    Integrantes: 'Ana López; Luis Pérez; Marta Ruiz; Jorge Díaz',
    'Foto del equipo': 'equipo-tutorias.jpg',
    'Texto alternativo de la foto': 'Los cuatro integrantes frente al laboratorio',
    'Publicar el': '',
    'Retirar el': '',
    Estado: 'publicado',
  },
};

const eventos: Mapeo = {
  entidad: 'eventos',
  bitacora: 'evento',
  carpeta: 'eventos',
  registrar: 'registrarEvento',
  baja: 'darBajaEvento',
  columnas: ['Nombre', 'Descripción', 'Inicio', 'Fin', 'Todo el día', 'Lugar', 'Enlace en línea', 'Cancelado', 'Imágenes', 'Textos alternativos', 'Publicar el', 'Retirar el', 'Estado'],
  requeridas: ['Nombre', 'Descripción', 'Imágenes'],
  titulo: 'Nombre',
  imagenes: [{ columna: 'Imágenes', alt: 'Textos alternativos' }],
  columnaDe: {
    nombreEvento: 'Nombre',
    descripcion: 'Descripción',
    inicio: 'Inicio',
    fin: 'Fin',
    todoElDia: 'Todo el día',
    lugar: 'Lugar',
    enlaceEnLinea: 'Enlace en línea',
    cancelado: 'Cancelado',
    imgs: 'Imágenes',
    publicarEn: 'Publicar el',
    retirarEn: 'Retirar el',
  },
  aCeldas(d) {
    const [imgs, alts] = celdasImagenes(d.imgs);
    return {
      Nombre: d.nombreEvento,
      Descripción: d.descripcion,
      Inicio: fechaCelda(d.inicio),
      Fin: fechaCelda(d.fin),
      'Todo el día': d.todoElDia === '1' ? 'sí' : 'no',
      Lugar: d.lugar,
      'Enlace en línea': d.enlaceEnLinea,
      Cancelado: d.cancelado === '1' ? 'sí' : 'no',
      Imágenes: imgs,
      'Textos alternativos': alts,
      'Publicar el': fechaCelda(d.publicarEn),
      'Retirar el': fechaCelda(d.retirarEn),
    };
  },
  aDatos: (c, e) => ({
    nombreEvento: c.Nombre,
    descripcion: c['Descripción'],
    imgs: datosImagenes(c['Imágenes'], c['Textos alternativos'], e),
    inicio: fechaDatos(c.Inicio),
    fin: fechaDatos(c.Fin),
    todoElDia: siNo(c['Todo el día']),
    lugar: c.Lugar ?? '',
    enlaceEnLinea: c['Enlace en línea'] ?? '',
    cancelado: siNo(c.Cancelado),
    publicarEn: fechaDatos(c['Publicar el']),
    retirarEn: fechaDatos(c['Retirar el']),
  }),
  ejemplo: {
    Nombre: 'Semana de la ingeniería',
    Descripción: 'Conferencias y talleres abiertos a toda la comunidad.',
    Inicio: '2027-03-12 09:00',
    Fin: '2027-03-12 14:00',
    'Todo el día': 'no',
    Lugar: 'Auditorio principal',
    'Enlace en línea': '',
    Cancelado: 'no',
    Imágenes: 'semana-ingenieria.jpg',
    'Textos alternativos': 'Cartel de la Semana de la ingeniería',
    'Publicar el': '',
    'Retirar el': '',
    Estado: 'publicado',
  },
};

const empresas: Mapeo = {
  entidad: 'empresas',
  bitacora: 'empresa',
  carpeta: 'empresas',
  registrar: 'registrarEmpresaEstadia',
  baja: 'darBajaEmpresaEstadia',
  columnas: ['Nombre', 'Logotipo', 'Texto alternativo', 'Estado'],
  requeridas: ['Nombre', 'Logotipo'],
  titulo: 'Nombre',
  tituloUnico: true,
  imagenes: [{ columna: 'Logotipo', alt: 'Texto alternativo' }],
  columnaDe: { nombreEmpresa: 'Nombre', imagenForm: 'Logotipo', imagenForm_alt: 'Texto alternativo', imagenForm_decorativa: 'Texto alternativo' },
  aCeldas: (d) => ({ Nombre: d.nombreEmpresa, Logotipo: base(d.imagenForm), 'Texto alternativo': altCelda({ alt: d.imagenForm_alt, decorativa: d.imagenForm_decorativa }) }),
  aDatos: (c, e) => {
    const logo = (c.Logotipo ?? '').trim();
    return { nombreEmpresa: c.Nombre, imagenForm: logo ? e.ruta(logo) : '', ...altDatos('imagenForm', c['Texto alternativo'], !!logo) };
  },
  ejemplo: { Nombre: 'Tecnologías del Bajío', Logotipo: 'tecnologias-bajio.png', 'Texto alternativo': 'Logotipo de Tecnologías del Bajío', Estado: 'publicado' },
};

const egresados: Mapeo = {
  entidad: 'egresados',
  bitacora: 'egresado',
  carpeta: 'egresados',
  registrar: 'registrarCasoExito',
  columnas: ['Nombre', 'Generación', 'Puesto', 'Testimonio', 'Foto', 'Texto alternativo'],
  requeridas: ['Nombre', 'Generación', 'Puesto', 'Testimonio', 'Foto'],
  titulo: 'Nombre',
  imagenes: [{ columna: 'Foto', alt: 'Texto alternativo' }],
  columnaDe: {
    nombreAlumno: 'Nombre',
    generacion: 'Generación',
    puestoEmpresa: 'Puesto',
    palabrasAlumno: 'Testimonio',
    imagenForm: 'Foto',
    imagenForm_alt: 'Texto alternativo',
    imagenForm_decorativa: 'Texto alternativo',
  },
  aCeldas: (d, generaciones) => ({
    Nombre: d.nombreAlumno,
    Generación: [...generaciones].find(([, pk]) => pk === d.generacion)?.[0] ?? '',
    Puesto: d.puestoEmpresa,
    Testimonio: d.palabrasAlumno,
    Foto: base(d.imagenForm),
    'Texto alternativo': altCelda({ alt: d.imagenForm_alt, decorativa: d.imagenForm_decorativa }),
  }),
  aDatos: (c, e) => {
    const foto = (c.Foto ?? '').trim();
    return {
      nombreAlumno: c.Nombre,
      generacion: e.generaciones.get((c['Generación'] ?? '').trim()) ?? '',
      puestoEmpresa: c.Puesto,
      palabrasAlumno: c.Testimonio,
      imagenForm: foto ? e.ruta(foto) : '',
      ...altDatos('imagenForm', c['Texto alternativo'], !!foto),
    };
  },
  ejemplo: {
    Nombre: 'Andrea Castillo',
    Generación: '2019-2022',
    Puesto: 'Desarrolladora full stack',
    Testimonio: 'La carrera me dio bases sólidas.',
    Foto: 'andrea-castillo.jpg',
    'Texto alternativo': 'Andrea Castillo sonriendo',
  },
};

export const MAPEOS: Readonly<Record<EntidadImportacion, Mapeo>> = { proyectos, eventos, empresas, egresados };
