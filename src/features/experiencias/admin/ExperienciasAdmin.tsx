// /panel_admin/empresas_estadias/experiencias_estadias/{pkEmpresa}: one company's experiences,
// searched by student name (?q=), each deactivated after confirmation (the kit's ListaAdmin).
import { useParams } from 'react-router-dom';
import { ListaAdmin, listaDeEntidad } from '@/shared/admin/ListaAdmin';
import { rutas } from '@/shared/rutas';
import { MENSAJES_EMPRESA } from '@/shared/api/contrato/empresas';
import { ENTIDAD_EXPERIENCIA } from '@/shared/api/contrato/experiencias';
import { useObtenerTodasExperienciasDeEmpresaQuery } from '../api';
import { NIVELES, type ExperienciaEstadia } from '../tipos';

export const NINGUNA_EXPERIENCIA = 'Ninguna experiencia encontrada.';
const R = rutas.admin.empresas;

export const LISTA_EXPERIENCIAS = listaDeEntidad<ExperienciaEstadia>(ENTIDAD_EXPERIENCIA, {
  titulo: 'Experiencias de estadía',
  volver: { a: R.lista, texto: 'Empresas de estadías' },
  nombreLista: 'Experiencias',
  clave: (x) => x.pk_experiencia_estadia,
  nombre: (x) => x.nombre_estudiante,
  busqueda: { etiqueta: 'Buscar experiencia por nombre del estudiante', placeholder: 'Buscar por estudiante…' },
  ninguno: NINGUNA_EXPERIENCIA,
  detalle: (x) => NIVELES[x.nivel_academico] ?? x.nivel_academico,
  parrafo: (x) => x.experiencia,
  // issue 43: bulk actions (the kit's, from ENTIDAD_EXPERIENCIA), paged
  baja: {
    darBaja: 'darBajaExperienciaEstadia',
    reactivar: 'reactivarExperienciaEstadia',
    vacia: 'No hay experiencias dadas de baja.',
    etiqueta: (x) => `Dar de baja la experiencia de ${x.nombre_estudiante}`,
  },
});

export default function ExperienciasAdmin() {
  const { pkEmpresa = '' } = useParams();
  const valido = /^[1-9]\d{0,14}$/.test(pkEmpresa);
  const q = useObtenerTodasExperienciasDeEmpresaQuery(pkEmpresa, { skip: !valido });
  const empresa = q.data?.empresa;
  return (
    <ListaAdmin
      d={LISTA_EXPERIENCIAS}
      consulta={{ ...q, data: q.data?.experiencias }}
      noExiste={MENSAJES_EMPRESA.noEncontrada}
      camposBajas={{ pkEmpresa }}
      h1={empresa && `Experiencias en ${empresa.nombre_empresa}`}
      enlaces={empresa && [{ a: `${R.registrarExperiencia}?empresa=${empresa.pk_empresa_estadia}`, texto: 'Registrar experiencia' }]}
    />
  );
}
