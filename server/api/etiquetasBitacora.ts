// How the audit trail names a field: the label its form shows ("Nombre del proyecto"), never the
// payload field or column name (`nombre_persona`, `nombreEvento`). One name for a payload field
// and the column it is stored in (docs/convenciones.md, "Nombres"). bitacora.test.ts requires a
// label for every field of an audited funcion's schema and every column an audited entity's row
// shows before → after: an entity's own fields in its contract's ENTIDAD_<X>.etiquetas (the
// template: egresados), the shared ones here; a name missing still reads as words, not as a column.
import { ENTIDADES_CONTRATO } from '@/shared/api/contrato/entidades.generado';

const DE_ENTIDADES = Object.fromEntries(
  (ENTIDADES_CONTRATO as readonly object[]).flatMap((e) => ('etiquetas' in e ? Object.entries(e.etiquetas as Record<string, string>) : [])),
);

const ETIQUETAS: Record<string, string> = {
  ...DE_ENTIDADES,
  // projects
  nombre_proyecto: 'Nombre del proyecto',
  cuatrimestre: 'Cuatrimestre',
  descripcion_proyecto: 'Descripción',
  enlace: 'Enlace',
  imgs_proyecto: 'Imágenes del proyecto',
  miembros: 'Miembros del equipo',
  foto_miembros: 'Foto del equipo',
  // alternative texts (issue 37): the sibling fields of a single image and the columns beside it
  foto_miembros_alt: 'Texto alternativo de la foto del equipo',
  foto_miembros_decorativa: 'Foto del equipo decorativa',
  imagenForm_alt: 'Texto alternativo de la imagen',
  imagenForm_decorativa: 'Imagen decorativa',
  referencia: 'Imagen',
  alt: 'Texto alternativo',
  decorativa: 'Imagen decorativa',
  // events
  nombreEvento: 'Nombre del evento',
  nombre_evento: 'Nombre del evento',
  descripcion: 'Descripción',
  descripcion_evento: 'Descripción',
  imgs: 'Imágenes',
  inicio: 'Inicio',
  fin: 'Fin',
  todoElDia: 'Todo el día',
  todo_el_dia: 'Todo el día',
  lugar: 'Lugar',
  enlaceEnLinea: 'Enlace para asistir en línea',
  enlace_en_linea: 'Enlace para asistir en línea',
  cancelado: 'Cancelado',
  // scheduled publishing (projects, events, pages: 0054)
  publicarEn: 'Publicar el',
  publicar_en: 'Publicar el',
  retirarEn: 'Retirar el',
  retirar_en: 'Retirar el',
  // companies and experiences
  imagenForm: 'Imagen',
  nombreEstudiante: 'Nombre del estudiante',
  nombre_estudiante: 'Nombre del estudiante',
  nivelAcademico: 'Nivel académico',
  nivel_academico: 'Nivel académico',
  experiencia: 'Experiencia',
  fkEmpresaEstadia: 'Empresa',
  fk_empresa_estadia: 'Empresa',
  // graduates
  generacion: 'Generación',
  fk_generacion: 'Generación',
  comentario: 'Comentario del egresado',
  // users
  alumno: 'Nombre completo del alumno',
  nombre_persona: 'Nombre',
  usuario: 'Usuario',
  matricula: 'Matrícula',
  nombres: 'Nombre(s)',
  apellido_p: 'Apellido paterno',
  apellido_m: 'Apellido materno',
  rol: 'Rol',
  contrasena_inicial: 'Contraseña inicial',
  correo: 'Correo electrónico',
  correo_confirmado: 'Correo confirmado',
  correo_pendiente: 'Correo por confirmar',
  // the university account linked at the first institutional sign-in (issue 35, migration 017)
  oidc_emisor: 'Proveedor de la cuenta institucional',
  oidc_sujeto: 'Identificador en la cuenta institucional',
  filas: 'Filas importadas',
  ids: 'Identificadores',
  // forum, FAQ and enquiries
  pregunta: 'Pregunta',
  fk_pregunta: 'Pregunta',
  respuesta: 'Respuesta',
  preguntas: 'Preguntas',
  respuestas: 'Respuestas',
  idTopico: 'Tópico',
  fk_topico: 'Tópico',
  estado: 'Estado',
  // an enquiry's internal note (issue 43)
  nota: 'Nota interna',
  orden: 'Orden',
  nombre: 'Nombre',
  telefono: 'Teléfono',
  mensaje: 'Mensaje',
  acepto: 'Aceptó el uso de sus datos',
  atendida_por: 'Atendida por',
  atendida_en: 'Atendida el',
  moderada_por: 'Revisada por',
  // pages, curriculum, link, notices, second factor
  clave: 'Página',
  titulo: 'Título',
  cuerpo: 'Texto',
  datos: 'Contenido',
  // preview links
  entidad: 'Tipo de elemento',
  pkVistaPrevia: 'Enlace de vista previa',
  // the media library
  archivos: 'Imágenes',
  alts: 'Textos alternativos',
  predeterminadaEventos: 'Imagen predeterminada de eventos',
  predeterminada_eventos: 'Imagen predeterminada de eventos',
  ruta: 'Archivo',
  bytes: 'Tamaño',
  ancho: 'Ancho',
  alto: 'Alto',
  origen: 'Subida desde',
  subido: 'Subida el',
  plan: 'Plan de estudios',
  version: 'Versión',
  materias: 'Materias',
  estatus: 'Estado',
  tipo: 'Tipo de aviso',
  frecuencia: 'Frecuencia',
  entradas: 'Entradas',
  obligatorio_admins: 'Obligatoria para administradores',
  dias_gracia: 'Días de gracia',
  fk_usuario: 'Usuario',
  // issue 48: an admin's sections and publishing right
  secciones: 'Secciones que edita',
  puedePublicar: 'Puede publicar',
  puede_publicar: 'Puede publicar',
};

/** The label of a field or column; an unknown name is spelled out as words ("fk_algo_nuevo" → "Algo nuevo"). */
export function etiquetaCampo(nombre: string): string {
  const conocida = ETIQUETAS[nombre];
  if (conocida) return conocida;
  const palabras = nombre
    .replace(/^(fk|pk|id)(?=[_A-Z])_?/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return palabras ? palabras[0].toUpperCase() + palabras.slice(1) : nombre;
}

/** Whether `nombre` has its own label (the test requires one for every audited field and column). */
export const tieneEtiqueta = (nombre: string) => Object.hasOwn(ETIQUETAS, nombre);
