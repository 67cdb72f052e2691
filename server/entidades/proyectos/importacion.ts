// The projects' spreadsheet (issue 43): its columns and how each becomes its registration's
// payload. Found by `npm run generar` (every server/entidades/<x>/importacion.ts exporting `importacion`);
// its SQL for the import (export list, names, undo) is its repository's `Entidad.importacion`.
import {
  base,
  altCelda,
  fechaCelda,
  fechaDatos,
  celdasImagenes,
  altDatos,
  datosImagenes,
  listaCelda,
  type Mapeo,
} from '@server/entidades/importaciones/celdas';

export const importacion: Mapeo = {
  entidad: 'proyectos',
  bitacora: 'proyecto',
  carpeta: 'proyectos',
  registrar: 'registrarProyecto',
  baja: 'darBajaProyecto',
  columnas: [
    'Nombre',
    'Cuatrimestre',
    'Descripción',
    'Enlace',
    'Imágenes',
    'Textos alternativos',
    'Integrantes',
    'Foto del equipo',
    'Texto alternativo de la foto',
    'Publicar el',
    'Retirar el',
    'Estado',
  ],
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
