// registrar_empresa_estadia and editar_empresa_estadia/{pk}: name and one image, on the kit's form
// (the server's mensaje in the alert on failure with every value kept, notice and back on success).
import { useParams } from 'react-router-dom';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Field } from '@/shared/ui/Campo';
import { ImageInputs } from '@/shared/ui/CamposImagen';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { rutas } from '@/shared/rutas';
import type { ImagenForm } from '@/shared/api/contrato';
import { MENSAJES_EMPRESA } from '@/shared/api/contrato/empresas';
import { formEmpresa } from '@/shared/api/contrato/empresas.esquema';
import { useEditarEmpresaEstadiaMutation, useObtenerEmpresaEstadiaQuery, useRegistrarEmpresaEstadiaMutation } from '../api.generado';

const LISTA = rutas.admin.empresas.lista;
type Valores = { nombreEmpresa: string; imagenes: ImagenForm[] };

function Formulario({ inicial, pk }: { inicial: Valores; pk?: string }) {
  const [registrar] = useRegistrarEmpresaEstadiaMutation();
  const [editar] = useEditarEmpresaEstadiaMutation();
  const f = useFormulario({
    inicial,
    esquema: formEmpresa,
    volver: LISTA,
    clave: { entidad: 'empresa', pk: pk === undefined ? null : Number(pk), tipo: 'Empresa' },
    enviar: (v: Valores) => {
      const datos = { nombreEmpresa: v.nombreEmpresa.trim(), imagenForm: v.imagenes[0].imagen };
      return pk === undefined ? registrar(datos) : editar({ ...datos, pkEmpresa: pk });
    },
  });
  return (
    <FormularioAdmin f={f} enviar={pk === undefined ? 'Registrar empresa' : 'Guardar cambios'}>
      <Field etiqueta="Nombre de la empresa" maxLength={120} {...f.campo('nombreEmpresa')} />
      <ImageInputs etiqueta="Imagen de la empresa" max={1} imagenes={f.valores.imagenes} {...f.lista('imagenes')} />
    </FormularioAdmin>
  );
}

export default function FormEmpresa() {
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
        <Cargar consulta={consulta} noExiste={MENSAJES_EMPRESA.noEncontrada}>
          {(e) => <Formulario pk={pk} inicial={{ nombreEmpresa: e.nombre_empresa, imagenes: [{ key: randomKey(), imagen: e.imagen_empresa }] }} />}
        </Cargar>
      )}
    </PaginaAdmin>
  );
}
