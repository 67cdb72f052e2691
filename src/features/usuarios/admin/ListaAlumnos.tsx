// /panel_admin/alumnos: every active student, searched by name or matricula (?q=), shown 25 per page
// so 5,000 students stay responsive (the kit's ListaAdmin as a table), optionally only those still
// on their initial password. Per row: edit, reset the
// password, deactivate; ticked rows: deactivate together. Resets and deactivations are confirmed
// intents (overlay, alert of the server's mensaje, reload).
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { CONFIRMACION, confirmRequested } from '@/shared/modelo/ui';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { useMostrarAlumnosQuery } from '../api';
import type { Alumno } from '../tipos';
import './alumnos.css';

const LISTA_ALUMNOS = { type: 'Alumno', id: 'LIST' } as const;
export const POR_PAGINA = 25;
const alumnos = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'alumno' : 'alumnos'}`;
const R = rutas.admin.alumnos;

export const LISTA: DescripcionLista<Alumno> = {
  titulo: 'Alumnos',
  enlaces: [
    { a: R.agregar, texto: 'Agregar alumno' },
    { a: R.importar, texto: 'Importar desde CSV' },
  ],
  nombreLista: 'Alumnos',
  id: 'alumnos-tabla',
  clave: (a) => a.pk_usuario,
  nombre: (a) => a.nombre_persona,
  busqueda: {
    etiqueta: 'Buscar alumno por nombre o matrícula',
    placeholder: 'Buscar por nombre o matrícula…',
    texto: (a) => `${a.nombre_persona} ${a.matricula}`,
  },
  cargando: 'Cargando alumnos…',
  vacia: 'Aún no hay alumnos registrados.',
  ninguno: 'Ningún alumno encontrado.',
  // who is still on the initial password (anyone knowing the matricula can take the account over),
  // so an admin can chase or reset them
  marca: (a) => a.contrasena_inicial && <span className="alumnos__inicial">Contraseña inicial</span>,
  filtros: [{ etiqueta: 'Solo quienes siguen con la contraseña inicial', cumple: (a) => !!a.contrasena_inicial }],
  columnas: [{ titulo: 'Matrícula', clase: 'alumnos__matricula', celda: (a) => a.matricula }],
  porPagina: POR_PAGINA,
  contar: alumnos,
  acciones: [
    { texto: 'Editar', etiqueta: (a) => `Editar a ${a.nombre_persona}`, a: (a) => R.editar(a.pk_usuario) },
    {
      texto: 'Reestablecer contraseña',
      etiqueta: (a) => `Reestablecer la contraseña de ${a.nombre_persona}`,
      pedir: (a) =>
        confirmRequested({
          intent: {
            tipo: 'llamada',
            funcion: 'reestablecerAlumno',
            campos: { idAlumno: String(a.pk_usuario), matricula: a.matricula, alumno: a.nombre_persona },
            invalida: [],
            // its answer says the new password: a dialog to read, not a passing notice
            leer: true,
          },
        }),
    },
    {
      texto: 'Dar de baja',
      etiqueta: (a) => `Dar de baja a ${a.nombre_persona}`,
      variante: 'peligro',
      pedir: (a) => confirmarBaja('darBaja', { idAlumno: String(a.pk_usuario) }, LISTA_ALUMNOS.type, a.pk_usuario, 'reactivarAlumno'),
    },
  ],
  lote: [
    {
      texto: 'Dar de baja seleccionados',
      pedir: (sel) =>
        confirmRequested({
          mensaje: `${CONFIRMACION} Se dará de baja a ${alumnos(sel.length)}.`,
          intent: {
            tipo: 'llamada',
            funcion: 'darBajaAlumnos',
            campos: { ids: JSON.stringify(sel.map((a) => a.pk_usuario)) },
            invalida: [LISTA_ALUMNOS, { type: LISTA_ALUMNOS.type, id: 'BAJAS' }],
          },
        }),
    },
  ],
  bajas: {
    funcion: 'mostrarDadosDeBaja',
    campos: { entidad: 'alumnos' },
    tipo: LISTA_ALUMNOS.type,
    reactivar: 'reactivarAlumno',
    vacia: 'No hay alumnos dados de baja.',
  },
};

export default function ListaAlumnos() {
  return (
    <ListaAdmin
      d={LISTA}
      consulta={useMostrarAlumnosQuery()}
      intro={
        <p className="intro">
          El usuario y la contraseña inicial de cada alumno son su matrícula; al entrar por primera vez se le pide elegir una nueva.
        </p>
      }
    />
  );
}
