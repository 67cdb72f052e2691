// The projects' admin pages, list (default export) and form (registrar, editar), in one file.
// /panel_admin/proyectos_estudiantes: every active project, searched by name (?q=), edit and a
// confirmed deactivation (the kit's ListaAdmin).
// Project form: /panel_admin/proyectos_estudiantes/registrar_proyecto and /editar/:pkProyecto, on
// the kit's form (disabled while sending, the server's mensaje in the alert on failure, notice and
// back on success).
import { conProtocolo } from '@/shared/lib/conProtocolo';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ListaAdmin, filtroEstado, filtroPorValor, listaDeEntidad } from '@/shared/admin/ListaAdmin';
import { rutas } from '@/shared/rutas';
import {
  useObtenerTodosProyectosPorCuatrimestreQuery,
  useEditarProyectoMutation,
  useObtenerProyectoQuery,
  useRegistrarProyectoMutation,
} from '../api';
import {
  nombreCuatrimestre,
  SIN_PROYECTOS,
  NINGUN_PROYECTO,
  type ProyectoResumen,
  CUATRIMESTRES,
  MAX_IMAGENES_PROYECTO,
  type FormProyecto,
  type Proyecto,
  type DatosProyecto,
} from '../tipos';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { VistaPreviaAdmin } from '@/shared/admin/vistasPrevias/VistaPreviaAdmin';
import { PreviaProyecto } from './PreviaProyecto';
import { edicionRapidaProyecto } from './edicionRapida';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { CamposMiembros } from '@/shared/ui/CamposMiembros';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { ENTIDAD_PROYECTO, formProyecto, MENSAJES_PROYECTO } from '@/shared/api/contrato/proyectos';
import { CamposProgramacion, etiquetaProgramacion, paredDe } from '@/shared/admin/Programacion';
import { BotonDuplicar } from '@/shared/admin/Duplicar';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { noticeShown } from '@/shared/modelo/ui';
import { esBorrador } from '@/shared/api/contrato/programacion';
import '../proyectos.css';

const R = rutas.admin.proyectos;

export const LISTA_PROYECTOS = listaDeEntidad<ProyectoResumen>(ENTIDAD_PROYECTO, {
  titulo: 'Proyectos de estudiantes: administración',
  h1: 'Proyectos de estudiantes',
  registrar: R.registrar,
  nombreLista: 'Proyectos',
  clave: (p) => p.pk_proyecto,
  nombre: (p) => p.nombre_proyecto,
  cargando: 'Cargando proyectos…',
  vacia: SIN_PROYECTOS,
  ninguno: NINGUN_PROYECTO,
  imagen: (p) => p.img,
  detalle: (p) => (
    <>
      {etiquetaProgramacion(p, p.zona, Date.now())}
      {nombreCuatrimestre(p.cuatrimestre)}
    </>
  ),
  // issue 43: bulk actions (the kit's, from ENTIDAD_PROYECTO), filters by term and status, paged so 2,000 projects filter per keystroke
  campos: [
    filtroPorValor(
      'cuatrimestre',
      'Cuatrimestre',
      (p) => String(p.cuatrimestre),
      (v) => `${v} · ${nombreCuatrimestre(Number(v))}`,
    ),
    filtroEstado(),
  ],
  ordenes: [
    { etiqueta: 'Cuatrimestre', comparar: (a, b) => a.cuatrimestre - b.cuatrimestre || a.nombre_proyecto.localeCompare(b.nombre_proyecto, 'es') },
    { etiqueta: 'Nombre (A-Z)', comparar: (a, b) => a.nombre_proyecto.localeCompare(b.nombre_proyecto, 'es') },
  ],
  // "Edición rápida" of name, term and schedule from the list (edicionRapida.ts)
  edicionRapida: edicionRapidaProyecto(
    (p) => formDe(p),
    (f) => aDatos(f),
  ),
  // a "Duplicar" row action goes after "Editar" (issue 43, item 3)
  editar: R.editar,
  duplicar: { funcion: 'duplicarProyecto', que: 'este proyecto' },
  baja: { darBaja: 'darBajaProyecto', reactivar: 'reactivarProyecto', vacia: 'No hay proyectos dados de baja.' },
});

export default function ListaAdminProyectos() {
  const q = useObtenerTodosProyectosPorCuatrimestreQuery();
  const data = useMemo(() => q.data?.flatMap((g) => g.proyectos), [q.data]);
  return <ListaAdmin d={LISTA_PROYECTOS} consulta={{ ...q, data }} />;
}

// ─── The form ───
const LISTA = rutas.admin.proyectos.lista;
const VOLVER = { a: LISTA, texto: 'Proyectos' };
const OPCIONES = CUATRIMESTRES.map((c) => ({ valor: String(c), texto: `${c} · ${nombreCuatrimestre(c)}` }));

export const formVacio = (): FormProyecto => ({
  nombre_proyecto: '',
  cuatrimestre: '',
  descripcion_proyecto: '',
  enlace: '',
  imgs: [],
  miembros: [{ key: randomKey(), nombre: '', pk: 0 }],
  foto: [],
  publicarEn: '',
  retirarEn: '',
});

export const formDe = (p: Proyecto): FormProyecto => ({
  nombre_proyecto: p.nombre_proyecto,
  cuatrimestre: String(p.cuatrimestre),
  descripcion_proyecto: p.descripcion_proyecto,
  enlace: p.enlace,
  imgs: p.imgs.map((i) => ({ key: randomKey(), imagen: i.img_proyecto, alt: i.alt ?? '', decorativa: !!i.decorativa })),
  miembros: p.miembros.map((m) => ({ key: randomKey(), nombre: m.nombre_miembro, pk: m.pk_miembro_proyecto })),
  foto: p.foto_miembros
    ? [{ key: randomKey(), imagen: p.foto_miembros, alt: p.foto_miembros_alt ?? '', decorativa: !!p.foto_miembros_decorativa }]
    : [],
  publicarEn: paredDe(p.publicar_en, p.zona),
  retirarEn: paredDe(p.retirar_en, p.zona),
});

/** The form as api.php fields (imgs_proyecto and miembros as JSON, docs/SPEC.md §7). */
export function aDatos(f: FormProyecto): DatosProyecto {
  return {
    nombre_proyecto: f.nombre_proyecto.trim(),
    cuatrimestre: f.cuatrimestre,
    descripcion_proyecto: f.descripcion_proyecto.trim(),
    enlace: f.enlace.trim(),
    imgs_proyecto: JSON.stringify(f.imgs),
    miembros: JSON.stringify(f.miembros.map((m) => ({ ...m, nombre: m.nombre.trim() }))),
    foto_miembros: f.foto[0]?.imagen ?? '',
    ...(f.foto[0] ? { foto_miembros_alt: f.foto[0].alt?.trim() ?? '', foto_miembros_decorativa: f.foto[0].decorativa ? '1' : '0' } : {}),
    // a draft kept from before scheduled publishing sends none (the server keeps what was stored)
    ...('publicarEn' in f ? { publicarEn: f.publicarEn ?? '', retirarEn: f.retirarEn ?? '' } : {}),
  };
}

/** `borrador`: the zone, when the project is an unpublished draft (a duplicate). */
function Formulario({ inicial, pk, borrador, version }: { inicial: FormProyecto; pk: number | null; borrador?: string; version?: number }) {
  const [registrar] = useRegistrarProyectoMutation();
  const [editar] = useEditarProyectoMutation();
  const dispatch = useAppDispatch();
  const f = useFormulario({
    inicial,
    esquema: formProyecto,
    // "github.com/equipo/x" is taken as https:// instead of refused
    preparar: (v: FormProyecto) => ({ ...v, enlace: conProtocolo(v.enlace) }),
    volver: LISTA,
    clave: { entidad: 'proyecto', pk, tipo: 'Proyecto' },
    version,
    enviar: (v: FormProyecto, version?: number) => (pk === null ? registrar(aDatos(v)) : editar({ ...aDatos(v), pkProyecto: String(pk), version })),
  });
  return (
    <FormularioAdmin f={f} enviar={pk === null ? 'Registrar proyecto' : 'Guardar cambios'}>
      <Campo etiqueta="Nombre del proyecto" maxLength={150} {...f.campo('nombre_proyecto')} />
      <CampoSeleccion etiqueta="Cuatrimestre" vacia="Seleccione un cuatrimestre" opciones={OPCIONES} {...f.campo('cuatrimestre')} />
      <Campo etiqueta="Descripción" multilinea maxLength={5000} {...f.campo('descripcion_proyecto')} />
      <Campo etiqueta="Enlace (opcional)" type="url" inputMode="url" placeholder="https://" {...f.campo('enlace')} />
      <CamposImagen
        etiqueta="Imágenes del proyecto"
        ayuda="La primera imagen es la portada. Use las flechas para cambiar el orden."
        max={MAX_IMAGENES_PROYECTO}
        portada
        imagenes={f.valores.imgs}
        {...f.lista('imgs')}
      />
      <CamposMiembros miembros={f.valores.miembros} {...f.lista('miembros')} avisar={(m) => dispatch(noticeShown(m))} />
      <CamposImagen etiqueta="Foto del equipo (opcional)" max={1} imagenes={f.valores.foto} {...f.lista('foto')} />
      <CamposProgramacion
        publicar={{ ...f.campo('publicarEn'), value: f.valores.publicarEn ?? '' }}
        retirar={{ ...f.campo('retirarEn'), value: f.valores.retirarEn ?? '' }}
        borrador={borrador ? { zona: borrador, fijar: (v) => f.cambiar('publicarEn', v) } : undefined}
      />
      <VistaPreviaAdmin entidad="proyecto" pk={pk} previa={() => <PreviaProyecto valores={f.valores} pk={pk} />} />
    </FormularioAdmin>
  );
}

export function RegistrarProyecto() {
  return (
    <PaginaAdmin titulo="Registrar proyecto" volver={VOLVER} angosta>
      <Formulario inicial={formVacio()} pk={null} />
    </PaginaAdmin>
  );
}

export function EditarProyecto() {
  const { pkProyecto = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkProyecto) ? Number(pkProyecto) : 0;
  // always the stored version: another admin may have changed it
  const consulta = useObtenerProyectoQuery(pk, { skip: pk < 1, refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Editar proyecto" volver={VOLVER} angosta>
      <ConHistorial entidad="proyecto" pk={pk} tipo="Proyecto">
        <Cargar key={pk} consulta={consulta} cargando="Cargando proyecto…" noExiste={MENSAJES_PROYECTO.noEncontrado}>
          {(p) => (
            <>
              <BotonDuplicar
                funcion="duplicarProyecto"
                tipo="Proyecto"
                pk={pk}
                editar={R.editar.patron}
                que="este proyecto"
                nombre={p.nombre_proyecto}
              />
              <Formulario inicial={formDe(p)} pk={pk} borrador={esBorrador(p) && p.zona ? p.zona : undefined} version={p.version} />
            </>
          )}
        </Cargar>
      </ConHistorial>
    </PaginaAdmin>
  );
}
