// The graduates' spreadsheet (issue 43): its columns and how each becomes its registration's
// payload. Found by `npm run generar` (every server/entidades/<x>/importacion.ts exporting `importacion`);
// its SQL for the import (export list, names, undo) is its repository's `Entidad.importacion`.
import { base, altCelda, altDatos, type Mapeo } from '@server/entidades/importaciones/celdas';

export const importacion: Mapeo = {
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
