// The companies' admin pages, list (default export) and form, in one file.
// /panel_admin/empresas_estadias: the companies, searched by name (?q=), links to register a company
// or an experience, and per company its experiences, edit and a confirmed deactivation.
// registrar_empresa_estadia and editar_empresa_estadia/{pk}: name and one image, on the kit's form
// (the server's mensaje in the alert on failure with every value kept, notice and back on success).
import { useParams } from 'react-router-dom';
import { ListaAdmin, listaDeEntidad } from '@/shared/admin/ListaAdmin';
import { rutas } from '@/shared/rutas';
import {
  useObtenerTodasEmpresasEstadiasQuery,
  useEditarEmpresaEstadiaMutation,
  useObtenerEmpresaEstadiaQuery,
  useRegistrarEmpresaEstadiaMutation,
} from '../api';
import type { EmpresaEstadia } from '../tipos';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { randomKey } from '@/shared/lib/claveAleatoria';
import type { ImagenForm } from '@/shared/api/contrato';
import { ENTIDAD_EMPRESA, MENSAJES_EMPRESA, formEmpresa } from '@/shared/api/contrato/empresas';
import '../empresas.css';
import { altEnviado } from '@/shared/api/contrato/comun';

export const NINGUNA_EMPRESA = 'Ninguna empresa encontrada.';
const R = rutas.admin.empresas;

export const LISTA_EMPRESAS = listaDeEntidad<EmpresaEstadia>(ENTIDAD_EMPRESA, {
  titulo: 'Empresas de estadías',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  registrar: R.registrar,
  enlaces: [
    { a: R.registrarExperiencia, texto: 'Registrar experiencia' },
    { a: R.pendientes, texto: 'Experiencias por revisar' },
  ],
  nombreLista: 'Empresas de estadías',
  clave: (e) => e.pk_empresa_estadia,
  nombre: (e) => e.nombre_empresa,
  ninguno: NINGUNA_EMPRESA,
  imagen: (e) => e.imagen_empresa,
  // issue 43: bulk actions and the export of a selection (the kit's, from ENTIDAD_EMPRESA), paged
  acciones: [{ texto: 'Experiencias', etiqueta: (e) => `Experiencias de ${e.nombre_empresa}`, a: (e) => R.experiencias(e.pk_empresa_estadia) }],
  editar: R.editar,
  baja: { darBaja: 'darBajaEmpresaEstadia', reactivar: 'reactivarEmpresaEstadia', vacia: 'No hay empresas dadas de baja.' },
});

export default function ListaEmpresasAdmin() {
  return <ListaAdmin d={LISTA_EMPRESAS} consulta={useObtenerTodasEmpresasEstadiasQuery()} />;
}

// ─── The form ───
const LISTA = rutas.admin.empresas.lista;
type Valores = { nombreEmpresa: string; imagenes: ImagenForm[] };

function Formulario({ inicial, pk, version }: { inicial: Valores; pk?: string; version?: number }) {
  const [registrar] = useRegistrarEmpresaEstadiaMutation();
  const [editar] = useEditarEmpresaEstadiaMutation();
  const f = useFormulario({
    inicial,
    esquema: formEmpresa,
    volver: LISTA,
    clave: { entidad: 'empresa', pk: pk === undefined ? null : Number(pk), tipo: 'Empresa' },
    version,
    enviar: (v: Valores, version?: number) => {
      const { alt, decorativa } = altEnviado(v.imagenes[0]);
      const datos = {
        nombreEmpresa: v.nombreEmpresa.trim(),
        imagenForm: v.imagenes[0].imagen,
        imagenForm_alt: alt,
        imagenForm_decorativa: decorativa,
      };
      return pk === undefined ? registrar(datos) : editar({ ...datos, pkEmpresa: pk, version });
    },
  });
  return (
    <FormularioAdmin f={f} enviar={pk === undefined ? 'Registrar empresa' : 'Guardar cambios'}>
      <Campo etiqueta="Nombre de la empresa" maxLength={120} {...f.campo('nombreEmpresa')} />
      <CamposImagen etiqueta="Imagen de la empresa" max={1} imagenes={f.valores.imagenes} {...f.lista('imagenes')} />
    </FormularioAdmin>
  );
}

export function FormEmpresa() {
  const { pk } = useParams();
  const consulta = useObtenerEmpresaEstadiaQuery(pk ?? '', { skip: pk === undefined });
  return (
    <PaginaAdmin
      titulo={pk === undefined ? 'Registrar empresa de estadía' : 'Editar empresa de estadía'}
      volver={{ a: LISTA, texto: 'Empresas de estadías' }}
      angosta
    >
      {pk === undefined ? (
        <Formulario inicial={{ nombreEmpresa: '', imagenes: [] }} />
      ) : (
        <ConHistorial entidad="empresa" pk={Number(pk)} tipo="Empresa">
          <Cargar consulta={consulta} noExiste={MENSAJES_EMPRESA.noEncontrada}>
            {(e) => (
              <Formulario
                pk={pk}
                version={e.version}
                inicial={{
                  nombreEmpresa: e.nombre_empresa,
                  imagenes: [
                    { key: randomKey(), imagen: e.imagen_empresa, alt: e.imagen_empresa_alt ?? '', decorativa: !!e.imagen_empresa_decorativa },
                  ],
                }}
              />
            )}
          </Cargar>
        </ConHistorial>
      )}
    </PaginaAdmin>
  );
}
