// /panel_admin/paginas: the site's four edited pages (inicio, admisiones, contacto, acerca de), each
// with where it shows, its last change and "Editar".
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import { rutas } from '@/shared/rutas';
import { CLAVES_PAGINA, type ClavePagina, type ResumenPagina } from '@/shared/api/contrato/paginas';
import { useTraerPaginasQuery } from '../edicionApi';
import { cuandoCorto } from '@/shared/api/contrato/programacion';

const R = rutas.admin.paginas;

/** Each page as the editor names it ("Editar la página de inicio"). */
export const NOMBRE_CLAVE: Record<ClavePagina, string> = {
  inicio: 'la página de inicio',
  admisiones: 'admisiones',
  contacto: 'el contacto',
  acerca_de: 'acerca de',
};

/** Where each page's text shows. */
const DONDE: Record<ClavePagina, string> = {
  inicio: 'Inicio: encabezado, descripción y texto del banner',
  admisiones: '/admisiones: requisitos, costos, becas, documentos y fechas clave',
  contacto: 'Pie de todas las páginas y /admisiones: correo, teléfono, WhatsApp y dirección',
  acerca_de: '/acerca_de: presentación y personas',
};

export const LISTA_PAGINAS: DescripcionLista<ResumenPagina> = {
  titulo: 'Páginas',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  nombreLista: 'Páginas',
  clave: (p) => CLAVES_PAGINA.indexOf(p.clave) + 1,
  nombre: (p) => p.titulo,
  busqueda: { etiqueta: 'Buscar página por título', placeholder: 'Buscar página…', texto: (p) => p.titulo },
  ninguno: 'Ninguna página encontrada.',
  detalle: (p) => DONDE[p.clave],
  parrafo: (p) => (
    <>
      Última edición: <time dateTime={isoUtc(p.actualizado)}>{fechaHoraUtc(p.actualizado)}</time>
      {/* a scheduled edit waits (0054) */}
      {p.publicar_en && p.zona && <> · Programado: {cuandoCorto(p.publicar_en, p.zona)}</>}
    </>
  ),
  acciones: [{ texto: 'Editar', etiqueta: (p) => `Editar ${p.titulo}`, a: (p) => R.editar(p.clave) }],
};

export default function ListaPaginas() {
  return <ListaAdmin d={LISTA_PAGINAS} consulta={useTraerPaginasQuery()} />;
}
