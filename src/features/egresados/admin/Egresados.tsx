// The graduates' admin pages, list (default export) and form, in one file.
// /panel_admin/panel_casos_exito: graduates, searched by name (?q=), edit, and deletion after
// confirmation (eliminarEgresado really deletes: see server/entidades/egresados/funciones.ts).
// agregar_caso_exito and editar_caso_exito/{idCasoExito}: name, generation (mostrarGeneraciones),
// position, comment and photo, all required with one message (docs/SPEC.md §5)
// above the form and each missing field marked, on the kit's form.
import { useParams } from 'react-router-dom';
import { ListaAdmin, filtroPorValor, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import {
  useTraerCasosExitoQuery,
  useEditarEgresadoMutation,
  useMostrarGeneracionesQuery,
  useObtenerEgresadoQuery,
  useRegistrarCasoExitoMutation,
} from '../api';
import { type CasoExito, MENSAJES_EGRESADO, formEgresado, type Generacion } from '@/shared/api/contrato/egresados';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { randomKey } from '@/shared/lib/claveAleatoria';
import type { ImagenForm } from '@/shared/api/contrato';
import '../egresados.css';
import { altEnviado } from '@/shared/api/contrato/comun';
import { rutaExportacion } from '@/shared/api/contrato/importaciones';

export const NINGUN_EGRESADO = 'Ningún egresado encontrado.';
const R = rutas.admin.egresados;

export const LISTA_EGRESADOS: DescripcionLista<CasoExito> = {
  titulo: 'Egresados',
  volver: { a: rutas.admin.panel, texto: 'Panel de administración' },
  enlaces: [
    { a: R.agregar, texto: 'Agregar egresado' },
    { a: rutaExportacion('egresados'), texto: 'Exportar CSV', descarga: true },
  ],
  nombreLista: 'Egresados',
  clave: (c) => c.pk_caso_exito,
  nombre: (c) => c.nombre_estudiante,
  busqueda: { etiqueta: 'Buscar egresado por nombre', placeholder: 'Buscar egresado…', texto: (c) => c.nombre_estudiante },
  ninguno: NINGUN_EGRESADO,
  imagen: (c) => c.foto_estudiante,
  foto: true,
  detalle: (c) => `Generación ${c.generacion} · ${c.puesto}`,
  // issue 43: graduates are deleted, not deactivated (0041): their selection is exported; filtered by generation, paged
  entidadLote: 'egresados',
  tipoLote: 'Egresado',
  porPagina: 24,
  campos: [filtroPorValor('generacion', 'Generación', (c) => String(c.generacion))],
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

// ─── The form ───
/** The graduate form's values (checked by the contract's `formEgresado`). */
export interface ValoresEgresado {
  nombreAlumno: string;
  generacion: string;
  puestoEmpresa: string;
  palabrasAlumno: string;
  imagenes: ImagenForm[];
}
type Valores = ValoresEgresado;

const LISTA = rutas.admin.egresados.lista;
const VACIO: Valores = { nombreAlumno: '', generacion: '', puestoEmpresa: '', palabrasAlumno: '', imagenes: [] };
const valoresDe = (c: CasoExito): Valores => ({
  nombreAlumno: c.nombre_estudiante,
  generacion: String(c.fk_generacion),
  puestoEmpresa: c.puesto,
  palabrasAlumno: c.comentario,
  imagenes: [{ key: randomKey(), imagen: c.foto_estudiante, alt: c.foto_estudiante_alt ?? '', decorativa: !!c.foto_estudiante_decorativa }],
});

function Formulario({ inicial, generaciones, id, version }: { inicial: Valores; generaciones: Generacion[]; id?: string; version?: number }) {
  const [registrar] = useRegistrarCasoExitoMutation();
  const [editar] = useEditarEgresadoMutation();
  const f = useFormulario({
    inicial,
    esquema: formEgresado,
    volver: LISTA,
    clave: { entidad: 'egresado', pk: id === undefined ? null : Number(id), tipo: 'Egresado' },
    resumen: true,
    version,
    enviar: (v: Valores, version?: number) => {
      const { imagenes, ...texto } = v;
      const campos = {
        ...texto,
        nombreAlumno: v.nombreAlumno.trim(),
        puestoEmpresa: v.puestoEmpresa.trim(),
        palabrasAlumno: v.palabrasAlumno.trim(),
        imagenForm: imagenes[0].imagen,
        imagenForm_alt: altEnviado(imagenes[0]).alt,
        imagenForm_decorativa: altEnviado(imagenes[0]).decorativa,
      };
      return id === undefined ? registrar(campos) : editar({ ...campos, idCasoExito: id, version });
    },
  });
  return (
    <FormularioAdmin f={f} enviar={id === undefined ? 'Agregar egresado' : 'Guardar cambios'}>
      <Campo etiqueta="Nombre del egresado" maxLength={120} {...f.campo('nombreAlumno')} />
      <CampoSeleccion
        etiqueta="Generación"
        vacia="Seleccione la generación…"
        opciones={generaciones.map((g) => ({ valor: String(g.pk_generacion), texto: g.generacion }))}
        {...f.campo('generacion')}
      />
      <Campo etiqueta="Puesto y empresa" maxLength={160} placeholder="Ej.: Desarrolladora full stack en Nube Norte" {...f.campo('puestoEmpresa')} />
      <Campo multilinea etiqueta="Comentario del egresado" rows={5} maxLength={1500} {...f.campo('palabrasAlumno')} />
      <CamposImagen etiqueta="Fotografía del egresado" max={1} imagenes={f.valores.imagenes} {...f.lista('imagenes')} />
    </FormularioAdmin>
  );
}

export function FormEgresado() {
  const { idCasoExito } = useParams();
  const generaciones = useMostrarGeneracionesQuery();
  const actual = useObtenerEgresadoQuery(idCasoExito ?? '', { skip: idCasoExito === undefined });
  return (
    <PaginaAdmin titulo={idCasoExito === undefined ? 'Agregar egresado' : 'Editar egresado'} volver={{ a: LISTA, texto: 'Egresados' }} angosta>
      <Cargar consulta={generaciones} noExiste="No se pudieron cargar las generaciones.">
        {(gs) =>
          idCasoExito === undefined ? (
            <Formulario inicial={VACIO} generaciones={gs} />
          ) : (
            <ConHistorial entidad="egresado" pk={Number(idCasoExito)} tipo="Egresado">
              <Cargar consulta={actual} noExiste={MENSAJES_EGRESADO.noEncontrado}>
                {(c) => <Formulario inicial={valoresDe(c)} generaciones={gs} id={idCasoExito} version={c.version} />}
              </Cargar>
            </ConHistorial>
          )
        }
      </Cargar>
    </PaginaAdmin>
  );
}
