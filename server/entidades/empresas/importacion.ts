// The internship companies' spreadsheet (issue 43): its columns and how each becomes its registration's
// payload. Found by `npm run generar` (every server/entidades/<x>/importacion.ts exporting `importacion`);
// its SQL for the import (export list, names, undo) is its repository's `Entidad.importacion`.
import { base, altCelda, altDatos, type Mapeo } from '@server/entidades/importaciones/celdas';

export const importacion: Mapeo = {
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
