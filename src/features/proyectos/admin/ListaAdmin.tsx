// /panel_admin/proyectos_estudiantes: every active project, searched by name (?q=), edit and a
// confirmed deactivation (the kit's ListaAdmin).
import { useMemo } from 'react';
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { useObtenerTodosProyectosPorCuatrimestreQuery } from '../api.generado';
import { nombreCuatrimestre, SIN_PROYECTOS, NINGUN_PROYECTO, type ProyectoResumen } from '../tipos';

const R = rutas.admin.proyectos;

export const LISTA_PROYECTOS: DescripcionLista<ProyectoResumen> = {
  titulo: 'Proyectos de estudiantes: administración',
  h1: 'Proyectos de estudiantes',
  enlaces: [{ a: R.registrar, texto: 'Registrar proyecto' }],
  nombreLista: 'Proyectos',
  clave: (p) => p.pk_proyecto,
  nombre: (p) => p.nombre_proyecto,
  busqueda: { etiqueta: 'Buscar proyecto por nombre', placeholder: 'Buscar proyecto…', texto: (p) => p.nombre_proyecto },
  cargando: 'Cargando proyectos…',
  vacia: SIN_PROYECTOS,
  ninguno: NINGUN_PROYECTO,
  imagen: (p) => p.img,
  detalle: (p) => nombreCuatrimestre(p.cuatrimestre),
  acciones: [
    { texto: 'Editar', a: (p) => R.editar(p.pk_proyecto) },
    {
      texto: 'Dar de baja',
      variante: 'peligro',
      pedir: (p) => confirmarBaja('darBajaProyecto', { pk: String(p.pk_proyecto) }, 'Proyecto', p.pk_proyecto, 'reactivarProyecto'),
    },
  ],
  bajas: {
    funcion: 'mostrarDadosDeBaja',
    campos: { entidad: 'proyectos' },
    tipo: 'Proyecto',
    reactivar: 'reactivarProyecto',
    vacia: 'No hay proyectos dados de baja.',
  },
};

export default function ListaAdminProyectos() {
  const q = useObtenerTodosProyectosPorCuatrimestreQuery();
  const data = useMemo(() => q.data?.flatMap((g) => g.proyectos), [q.data]);
  return <ListaAdmin d={LISTA_PROYECTOS} consulta={{ ...q, data }} />;
}
