// /panel_admin/panel_casos_exito: graduates, searched by name (?q=), edit, and deletion after
// confirmation (eliminarEgresado really deletes: see server/funciones/egresados.ts).
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { useTraerCasosExitoQuery } from '../api.generado';
import type { CasoExito } from '@/shared/api/contrato/egresados';

export const NINGUN_EGRESADO = 'Ningún egresado encontrado.';
const R = rutas.admin.egresados;

export const LISTA_EGRESADOS: DescripcionLista<CasoExito> = {
  titulo: 'Egresados',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  enlaces: [{ a: R.agregar, texto: 'Agregar egresado' }],
  nombreLista: 'Egresados',
  clave: (c) => c.pk_caso_exito,
  nombre: (c) => c.nombre_estudiante,
  busqueda: { etiqueta: 'Buscar egresado por nombre', placeholder: 'Buscar egresado…', texto: (c) => c.nombre_estudiante },
  ninguno: NINGUN_EGRESADO,
  imagen: (c) => c.foto_estudiante,
  foto: true,
  detalle: (c) => `Generación ${c.generacion} · ${c.puesto}`,
  acciones: [
    { texto: 'Editar', a: (c) => R.editar(c.pk_caso_exito) },
    {
      texto: 'Eliminar',
      variante: 'peligro',
      pedir: (c) => confirmarBaja('eliminarEgresado', { idCasoExito: String(c.pk_caso_exito) }, 'Egresado', c.pk_caso_exito),
    },
  ],
};

export default function ListaEgresadosAdmin() {
  return <ListaAdmin d={LISTA_EGRESADOS} consulta={useTraerCasosExitoQuery()} />;
}
