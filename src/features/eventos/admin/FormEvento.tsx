// The event form: /panel_admin/eventos_admin/registrar_evento and /editar/:pkEvento, on the kit's
// form (disabled while sending, the server's mensaje in the alert on failure, notice and back on
// success); formDe/aDatos convert between a stored event and the form (also the list's quick edit).
import { useParams } from 'react-router-dom';
import { rutas } from '@/shared/rutas';
import { useEditarEventoMutation, useObtenerEventoQuery, useRegistrarEventoMutation } from '../api';
import { type Evento, MAX_IMAGENES_EVENTO, type DatosEvento, type FormEvento } from '../tipos';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { CamposImagen } from '@/shared/ui/CamposImagen';
import { randomKey } from '@/shared/lib/claveAleatoria';
import { VistaPreviaAdmin } from '@/shared/admin/vistasPrevias/VistaPreviaAdmin';
import { PreviaEvento } from './PreviaEvento';
import { aPared } from '@/shared/lib/zonaHoraria';
import { MENSAJES_EVENTO, esquemaEvento } from '@/shared/api/contrato/eventos';
import { CamposProgramacion, paredDe } from '@/shared/admin/Programacion';
import { BotonDuplicar } from '@/shared/admin/Duplicar';
import { esBorrador } from '@/shared/api/contrato/programacion';
import './eventosAdmin.css';

const R = rutas.admin.eventos;
const LISTA = R.lista;
const VOLVER = { a: LISTA, texto: 'Eventos' };

export const SIN_FECHA = { inicio: '', fin: '', todoElDia: false, lugar: '', enlaceEnLinea: '', cancelado: false };
/** Scheduled publishing's fields (0054): a draft kept from before them sends none (the server keeps what was stored). */
const SIN_PROGRAMA = { publicarEn: '', retirarEn: '' };

/** A stored time (UTC, or a date) as the form types it: the programme's wall clock. */
const pared = (v: string | null | undefined, zona: string | undefined) => (!v ? '' : v.length === 10 || !zona ? v.slice(0, 16) : aPared(v, zona));

export const formDe = (e: Evento): FormEvento => ({
  nombreEvento: e.nombre_evento,
  descripcion: e.descripcion_evento,
  imgs: e.imgs.map((i) => ({ key: randomKey(), imagen: i.img_evento, alt: i.alt ?? '', decorativa: !!i.decorativa })),
  inicio: pared(e.inicio, e.zona),
  fin: pared(e.fin, e.zona),
  todoElDia: e.todo_el_dia ?? false,
  lugar: e.lugar ?? '',
  enlaceEnLinea: e.enlace_en_linea ?? '',
  cancelado: e.cancelado ?? false,
  publicarEn: paredDe(e.publicar_en, e.zona),
  retirarEn: paredDe(e.retirar_en, e.zona),
});

/** The form as api.php fields (imgs as JSON, docs/SPEC.md §7; flags as '1'/'0'). */
export const aDatos = (guardado: FormEvento): DatosEvento => {
  // a draft kept from before the dates existed lacks them: empty then
  const f: FormEvento = { ...SIN_FECHA, ...guardado };
  return {
    nombreEvento: f.nombreEvento.trim(),
    descripcion: f.descripcion.trim(),
    imgs: JSON.stringify(f.imgs),
    inicio: f.inicio,
    fin: f.fin,
    todoElDia: f.todoElDia ? '1' : '0',
    lugar: f.lugar.trim(),
    enlaceEnLinea: f.enlaceEnLinea.trim(),
    cancelado: f.cancelado ? '1' : '0',
    ...('publicarEn' in guardado ? { publicarEn: f.publicarEn, retirarEn: f.retirarEn } : {}),
  };
};

/** A yes/no of the form, as a labelled checkbox. */
function Casilla({ etiqueta, valor, disabled, onChange }: { etiqueta: string; valor: boolean; disabled: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="interruptor">
      <input type="checkbox" checked={valor} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{etiqueta}</span>
    </label>
  );
}

/** `borrador`: the zone, when the event is an unpublished draft (a duplicate). */
function Formulario({ inicial, pk, borrador, version }: { inicial: FormEvento; pk: number | null; borrador?: string; version?: number }) {
  const [registrar] = useRegistrarEventoMutation();
  const [editar] = useEditarEventoMutation();
  const f = useFormulario({
    inicial,
    esquema: esquemaEvento,
    volver: LISTA,
    clave: { entidad: 'evento', pk, tipo: 'Evento' },
    version,
    enviar: (v: FormEvento, version?: number) => (pk === null ? registrar(aDatos(v)) : editar({ ...aDatos(v), pkEvento: String(pk), version })),
  });
  const dia = f.valores.todoElDia;
  const tipo = dia ? 'date' : 'datetime-local';
  // switching to all day keeps the dates; back to a time, 00:00
  const alternarDia = (v: boolean) => {
    for (const k of ['inicio', 'fin'] as const) {
      const actual = f.valores[k];
      if (actual) f.lista(k).onChange(v ? actual.slice(0, 10) : `${actual.slice(0, 10)}T00:00`);
    }
    f.lista('todoElDia').onChange(v);
  };
  return (
    <FormularioAdmin f={f} enviar={pk === null ? 'Registrar evento' : 'Guardar cambios'}>
      <Campo etiqueta="Nombre del evento" maxLength={150} {...f.campo('nombreEvento')} />
      <Campo etiqueta="Descripción" multilinea maxLength={5000} {...f.campo('descripcion')} />
      <fieldset className="formulario__grupo">
        <legend>Fecha y lugar (opcionales)</legend>
        <Casilla etiqueta="Todo el día" valor={dia} disabled={f.lista('todoElDia').disabled} onChange={alternarDia} />
        <Campo
          etiqueta={dia ? 'Fecha de inicio' : 'Inicio (fecha y hora)'}
          type={tipo}
          ayuda="En la hora local del programa."
          {...f.campo('inicio')}
        />
        <Campo etiqueta={dia ? 'Fecha de fin' : 'Fin (fecha y hora)'} type={tipo} min={f.valores.inicio || undefined} {...f.campo('fin')} />
        <Campo etiqueta="Lugar (salón o dirección)" maxLength={300} {...f.campo('lugar')} />
        <Campo
          etiqueta="Enlace para asistir en línea"
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={500}
          {...f.campo('enlaceEnLinea')}
        />
        <Casilla
          etiqueta="Evento cancelado"
          valor={f.valores.cancelado}
          disabled={f.lista('cancelado').disabled}
          onChange={f.lista('cancelado').onChange}
        />
      </fieldset>
      <CamposProgramacion
        publicar={{ ...f.campo('publicarEn'), value: f.valores.publicarEn ?? '' }}
        retirar={{ ...f.campo('retirarEn'), value: f.valores.retirarEn ?? '' }}
        borrador={borrador ? { zona: borrador, fijar: (v) => f.cambiar('publicarEn', v) } : undefined}
      />
      <CamposImagen
        etiqueta="Imágenes del evento"
        ayuda="Se muestran en este orden; la primera es la principal."
        max={MAX_IMAGENES_EVENTO}
        portada
        imagenes={f.valores.imgs}
        {...f.lista('imgs')}
      />
      <VistaPreviaAdmin entidad="evento" pk={pk} previa={() => <PreviaEvento valores={f.valores} pk={pk} />} />
    </FormularioAdmin>
  );
}

export function RegistrarEvento() {
  return (
    <PaginaAdmin titulo="Registrar evento" volver={VOLVER} angosta>
      <Formulario inicial={{ nombreEvento: '', descripcion: '', imgs: [], ...SIN_FECHA, ...SIN_PROGRAMA }} pk={null} />
    </PaginaAdmin>
  );
}

export function EditarEvento() {
  const { pkEvento = '' } = useParams();
  const pk = /^\d{1,12}$/.test(pkEvento) ? Number(pkEvento) : 0;
  const consulta = useObtenerEventoQuery(pk, { skip: pk < 1, refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Editar evento" volver={VOLVER} angosta>
      <ConHistorial entidad="evento" pk={pk} tipo="Evento">
        <Cargar key={pk} consulta={consulta} cargando="Cargando evento…" noExiste={MENSAJES_EVENTO.noEncontrado}>
          {(e) => (
            <>
              <BotonDuplicar funcion="duplicarEvento" tipo="Evento" pk={pk} editar={R.editar.patron} que="este evento" nombre={e.nombre_evento} />
              <Formulario inicial={formDe(e)} pk={pk} borrador={esBorrador(e) ? e.zona : undefined} version={e.version} />
            </>
          )}
        </Cargar>
      </ConHistorial>
    </PaginaAdmin>
  );
}
