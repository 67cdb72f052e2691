// Event form: /panel_admin/eventos_admin/registrar_evento and /editar/:pkEvento, on the kit's form
// (disabled while sending, the server's mensaje in the alert on failure, notice and back on success).
import { useParams } from 'react-router-dom';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Field } from '@/shared/ui/Campo';
import { ImageInputs } from '@/shared/ui/CamposImagen';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { rutas } from '@/shared/rutas';
import { formEvento } from '@/shared/api/contrato/eventos.esquema';
import { MENSAJES_EVENTO } from '@/shared/api/contrato/eventos';
import { useEditarEventoMutation, useObtenerEventoQuery, useRegistrarEventoMutation } from '../api';
import { MAX_IMAGENES_EVENTO, type DatosEvento, type Evento, type FormEvento } from '../tipos';

const LISTA = rutas.admin.eventos.lista;
const VOLVER = { a: LISTA, texto: 'Eventos' };

export const formDe = (e: Evento): FormEvento => ({
  nombreEvento: e.nombre_evento,
  descripcion: e.descripcion_evento,
  imgs: e.imgs.map((i) => ({ key: randomKey(), imagen: i.img_evento })),
});

/** The form as api.php fields (imgs as JSON, SPEC.md §7). */
export const aDatos = (f: FormEvento): DatosEvento => ({
  nombreEvento: f.nombreEvento.trim(),
  descripcion: f.descripcion.trim(),
  imgs: JSON.stringify(f.imgs),
});

function Formulario({ inicial, pk }: { inicial: FormEvento; pk: number | null }) {
  const [registrar] = useRegistrarEventoMutation();
  const [editar] = useEditarEventoMutation();
  const f = useFormulario({
    inicial,
    esquema: formEvento,
    volver: LISTA,
    clave: { entidad: 'evento', pk, tipo: 'Evento' },
    enviar: (v: FormEvento) => (pk === null ? registrar(aDatos(v)) : editar({ ...aDatos(v), pkEvento: String(pk) })),
  });
  return (
    <FormularioAdmin f={f} enviar={pk === null ? 'Registrar evento' : 'Guardar cambios'}>
      <Field etiqueta="Nombre del evento" maxLength={150} {...f.campo('nombreEvento')} />
      <Field etiqueta="Descripción" multilinea maxLength={5000} {...f.campo('descripcion')} />
      <ImageInputs
        etiqueta="Imágenes del evento"
        ayuda="Se muestran en este orden; la primera es la principal."
        max={MAX_IMAGENES_EVENTO}
        portada
        imagenes={f.valores.imgs}
        {...f.lista('imgs')}
      />
    </FormularioAdmin>
  );
}

export default function RegistrarEvento() {
  return (
    <PaginaAdmin titulo="Registrar evento" volver={VOLVER} angosta>
      <Formulario inicial={{ nombreEvento: '', descripcion: '', imgs: [] }} pk={null} />
    </PaginaAdmin>
  );
}

export function EditarEvento() {
  const { pkEvento = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkEvento) ? Number(pkEvento) : 0;
  const consulta = useObtenerEventoQuery(pk, { skip: pk < 1, refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Editar evento" volver={VOLVER} angosta>
      <Cargar consulta={consulta} cargando="Cargando evento…" noExiste={MENSAJES_EVENTO.noEncontrado}>
        {(e) => <Formulario inicial={formDe(e)} pk={pk} />}
      </Cargar>
    </PaginaAdmin>
  );
}
