// /panel_admin/empresas_estadias: the companies, searched by name (?q=), links to register a company
// or an experience, and per company its experiences, edit and a confirmed deactivation.
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { useObtenerTodasEmpresasEstadiasQuery } from '../api.generado';
import type { EmpresaEstadia } from '../tipos';
import '../empresas.css';

export const NINGUNA_EMPRESA = 'Ninguna empresa encontrada.';
const R = rutas.admin.empresas;

export const LISTA_EMPRESAS: DescripcionLista<EmpresaEstadia> = {
  titulo: 'Empresas de estadías',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  enlaces: [
    { a: R.registrar, texto: 'Registrar empresa' },
    { a: R.registrarExperiencia, texto: 'Registrar experiencia' },
    { a: R.pendientes, texto: 'Experiencias por revisar' },
  ],
  nombreLista: 'Empresas de estadías',
  clave: (e) => e.pk_empresa_estadia,
  nombre: (e) => e.nombre_empresa,
  busqueda: { etiqueta: 'Buscar empresa por nombre', placeholder: 'Buscar empresa…', texto: (e) => e.nombre_empresa },
  ninguno: NINGUNA_EMPRESA,
  imagen: (e) => e.imagen_empresa,
  acciones: [
    { texto: 'Experiencias', etiqueta: (e) => `Experiencias de ${e.nombre_empresa}`, a: (e) => R.experiencias(e.pk_empresa_estadia) },
    { texto: 'Editar', a: (e) => R.editar(e.pk_empresa_estadia) },
    {
      texto: 'Dar de baja',
      variante: 'peligro',
      pedir: (e) =>
        confirmarBaja('darBajaEmpresaEstadia', { pk: String(e.pk_empresa_estadia) }, 'Empresa', e.pk_empresa_estadia, 'reactivarEmpresaEstadia'),
    },
  ],
  bajas: {
    funcion: 'mostrarDadosDeBaja',
    campos: { entidad: 'empresas' },
    tipo: 'Empresa',
    reactivar: 'reactivarEmpresaEstadia',
    vacia: 'No hay empresas dadas de baja.',
  },
};

export default function ListaEmpresasAdmin() {
  return <ListaAdmin d={LISTA_EMPRESAS} consulta={useObtenerTodasEmpresasEstadiasQuery()} />;
}
