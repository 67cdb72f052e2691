// The spreadsheets of companies and graduates (issue 43): their columns and how each becomes the registration's payload.
import { base, altCelda, altDatos, type Mapeo } from './celdas';

export const empresas: Mapeo = {
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
  aCeldas: (d) => ({
    Nombre: d.nombreEmpresa,
    Logotipo: base(d.imagenForm),
    'Texto alternativo': altCelda({ alt: d.imagenForm_alt, decorativa: d.imagenForm_decorativa }),
  }),
  aDatos: (c, e) => {
    const logo = (c.Logotipo ?? '').trim();
    return { nombreEmpresa: c.Nombre, imagenForm: logo ? e.ruta(logo) : '', ...altDatos('imagenForm', c['Texto alternativo'], !!logo) };
  },
  ejemplo: {
    Nombre: 'Tecnologías del Bajío',
    Logotipo: 'tecnologias-bajio.png',
    'Texto alternativo': 'Logotipo de Tecnologías del Bajío',
    Estado: 'publicado',
  },
};

export const egresados: Mapeo = {
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
