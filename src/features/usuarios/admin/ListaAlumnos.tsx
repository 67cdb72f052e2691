// /panel_admin/alumnos: every active student, searched by name or matricula (?q=, case- and
// accent-insensitive on a name normalised once per load), shown 25 per page so 5,000 students stay
// responsive. Per row: edit, reset the password, deactivate; several rows: deactivate together.
// Resets and deactivations are confirmed intents (overlay, alert of the server's mensaje, reload).
import { memo, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../shared/model/hooks';
import { confirmarBaja, confirmRequested } from '../../../shared/model/ui';
import { normalizar } from '../../../shared/lib/matchesSearch';
import { usePagina } from '../../../shared/ui/usePagina';
import { SearchBox, useBusqueda } from '../../../shared/ui/SearchBox';
import { Button } from '../../../shared/ui/Button';
import { Cargando, EmptyState, ErrorCarga } from '../../../shared/ui/EmptyState';
import type { ErrorFuncion } from '../../../shared/api/funcionBaseQuery';
import { LISTA_ALUMNOS, useMostrarAlumnosQuery } from '../api';
import type { Alumno } from '../types';
import './alumnos.css';

export const POR_PAGINA = 25;
const numero = (n: number) => n.toLocaleString('es-MX');
const alumnos = (n: number) => `${numero(n)} ${n === 1 ? 'alumno' : 'alumnos'}`;

interface Indexado {
  alumno: Alumno;
  clave: string;
}

/** Every word of the query inside the precomputed key (name + matricula, normalised). */
export function filtrar(indice: Indexado[], consulta: string): Alumno[] {
  const palabras = normalizar(consulta).split(/\s+/).filter(Boolean);
  if (!palabras.length) return indice.map((i) => i.alumno);
  const out: Alumno[] = [];
  for (const i of indice) if (palabras.every((p) => i.clave.includes(p))) out.push(i.alumno);
  return out;
}

function alternarEn(prev: ReadonlySet<number>, ids: number[], marcar: boolean): ReadonlySet<number> {
  const next = new Set(prev);
  for (const id of ids) if (marcar) next.add(id);
  else next.delete(id);
  return next;
}

interface PropsFila {
  alumno: Alumno;
  marcado: boolean;
  onMarcar(id: number, si: boolean): void;
  onReestablecer(a: Alumno): void;
  onBaja(a: Alumno): void;
}

/** One row; memoised so a keystroke re-renders only the rows that changed. */
const FilaAlumno = memo(function FilaAlumno({ alumno: a, marcado, onMarcar, onReestablecer, onBaja }: PropsFila) {
  return (
    <tr>
      <td className="alumnos__marca">
        <input type="checkbox" aria-label={`Seleccionar a ${a.nombre_persona}`} checked={marcado} onChange={(e) => onMarcar(a.pk_usuario, e.target.checked)} />
      </td>
      <th scope="row" className="alumnos__nombre">
        {a.nombre_persona}
        {a.contrasena_inicial && <span className="alumnos__inicial">Contraseña inicial</span>}
      </th>
      <td className="alumnos__matricula">
        <span className="alumnos__etiqueta" aria-hidden="true">
          Matrícula:{' '}
        </span>
        {a.matricula}
      </td>
      <td className="alumnos__fila-acciones">
        <Link className="boton boton--secundario boton--chico" to={`/panel_admin/alumnos/editar_alumno/${a.pk_usuario}`} aria-label={`Editar a ${a.nombre_persona}`}>
          Editar
        </Link>
        <Button variante="secundario" className="boton--chico" onClick={() => onReestablecer(a)} aria-label={`Reestablecer la contraseña de ${a.nombre_persona}`}>
          Reestablecer contraseña
        </Button>
        <Button variante="peligro" className="boton--chico" onClick={() => onBaja(a)} aria-label={`Dar de baja a ${a.nombre_persona}`}>
          Dar de baja
        </Button>
      </td>
    </tr>
  );
});

export default function ListaAlumnos() {
  const h1 = usePagina('Alumnos');
  const dispatch = useAppDispatch();
  const busqueda = useBusqueda();
  const q = busqueda.q;
  const { data, isLoading, isError, error, refetch } = useMostrarAlumnosQuery();
  const indice = useMemo(() => (data ?? []).map((a) => ({ alumno: a, clave: normalizar(`${a.nombre_persona} ${a.matricula}`) })), [data]);
  // who is still on the initial password (anyone knowing the matricula can take the account over),
  // so an admin can chase or reset them
  const [soloIniciales, setSoloIniciales] = useState(false);
  const iniciales = useMemo(() => (data ?? []).filter((a) => a.contrasena_inicial).length, [data]);
  const filtrados = useMemo(() => {
    const encontrados = filtrar(indice, q);
    return soloIniciales ? encontrados.filter((a) => a.contrasena_inicial) : encontrados;
  }, [indice, q, soloIniciales]);

  // the page number belongs to the query and filter it was chosen for: a new one starts at page 1
  const consulta = `${soloIniciales ? 1 : 0}${q}`;
  const [paginaDe, setPaginaDe] = useState({ q: consulta, n: 1 });
  const paginas = Math.max(1, Math.ceil(filtrados.length / POR_PAGINA));
  const pagina = Math.min(paginaDe.q === consulta ? paginaDe.n : 1, paginas);
  const visibles = filtrados.slice((pagina - 1) * POR_PAGINA, pagina * POR_PAGINA);
  const irA = (n: number) => {
    setPaginaDe({ q: consulta, n });
    const tabla = document.getElementById('alumnos-tabla');
    if (typeof tabla?.scrollIntoView === 'function') tabla.scrollIntoView({ block: 'start' });
  };

  const [marcados, setMarcados] = useState<ReadonlySet<number>>(new Set());
  const alternar = useCallback((ids: number[], si: boolean) => setMarcados((prev) => alternarEn(prev, ids, si)), []);
  // only students still in the list count (a deactivated one drops out after the reload)
  const seleccion = useMemo(() => (data ?? []).filter((a) => marcados.has(a.pk_usuario)).map((a) => a.pk_usuario), [data, marcados]);
  const todosVisibles = visibles.length > 0 && visibles.every((a) => marcados.has(a.pk_usuario));

  const marcar = useCallback((id: number, si: boolean) => alternar([id], si), [alternar]);
  const reestablecer = useCallback(
    (a: Alumno) =>
      dispatch(
        confirmRequested({
          intent: {
            tipo: 'llamada',
            funcion: 'reestablecerAlumno',
            campos: { idAlumno: String(a.pk_usuario), matricula: a.matricula, alumno: a.nombre_persona },
            invalida: [],
          },
        }),
      ),
    [dispatch],
  );
  const darBaja = useCallback(
    (a: Alumno) =>
      dispatch(confirmarBaja('darBaja', { idAlumno: String(a.pk_usuario) }, LISTA_ALUMNOS.type, a.pk_usuario)),
    [dispatch],
  );
  const darBajaSeleccion = () =>
    dispatch(
      confirmRequested({
        mensaje: `¿Está seguro de realizar esta acción? Se dará de baja a ${alumnos(seleccion.length)}.`,
        intent: { tipo: 'llamada', funcion: 'darBajaAlumnos', campos: { ids: JSON.stringify(seleccion) }, invalida: [LISTA_ALUMNOS] },
      }),
    );

  return (
    <div className="contenedor alumnos">
      <div className="encabezado-pagina">
        <h1 ref={h1} tabIndex={-1}>
          Alumnos
        </h1>
        <div className="alumnos__acciones">
          <Link className="boton boton--primario" to="/panel_admin/alumnos/agregar_alumno">
            Agregar alumno
          </Link>
          <Link className="boton boton--secundario" to="/panel_admin/alumnos/importar_alumnos">
            Importar desde CSV
          </Link>
        </div>
      </div>
      <p className="intro">El usuario y la contraseña inicial de cada alumno son su matrícula; al entrar por primera vez se le pide elegir una nueva.</p>
      <SearchBox busqueda={busqueda} etiqueta="Buscar alumno por nombre o matrícula" placeholder="Buscar por nombre o matrícula…" />
      <label className="alumnos__filtro">
        <input type="checkbox" checked={soloIniciales} onChange={(e) => setSoloIniciales(e.target.checked)} />
        Solo quienes siguen con la contraseña inicial ({numero(iniciales)})
      </label>

      {isLoading ? (
        <Cargando texto="Cargando alumnos…" />
      ) : isError ? (
        <ErrorCarga mensaje={(error as ErrorFuncion).mensaje} onReintentar={refetch} />
      ) : !data?.length ? (
        <EmptyState mensaje="Aún no hay alumnos registrados." />
      ) : !filtrados.length ? (
        <EmptyState mensaje="Ningún alumno encontrado." />
      ) : (
        <>
          <div className="alumnos__barra">
            <p className="alumnos__cuenta" aria-live="polite">
              {q || soloIniciales ? `${numero(filtrados.length)} de ${alumnos(data.length)}` : alumnos(data.length)}
            </p>
            {seleccion.length > 0 && (
              <div className="alumnos__seleccion">
                <span>{numero(seleccion.length)} {seleccion.length === 1 ? 'seleccionado' : 'seleccionados'}</span>
                <Button variante="peligro" onClick={darBajaSeleccion}>
                  Dar de baja seleccionados
                </Button>
                <Button variante="texto" onClick={() => setMarcados(new Set())}>
                  Quitar selección
                </Button>
              </div>
            )}
          </div>
          <table className="alumnos__tabla" id="alumnos-tabla">
            <caption className="visualmente-oculto">
              Alumnos, página {pagina} de {paginas}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="alumnos__marca">
                  <input
                    type="checkbox"
                    aria-label="Seleccionar los alumnos de esta página"
                    checked={todosVisibles}
                    onChange={(e) => alternar(visibles.map((a) => a.pk_usuario), e.target.checked)}
                  />
                </th>
                <th scope="col">Nombre</th>
                <th scope="col">Matrícula</th>
                <th scope="col">
                  <span className="visualmente-oculto">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visibles.map((a) => (
                <FilaAlumno key={a.pk_usuario} alumno={a} marcado={marcados.has(a.pk_usuario)} onMarcar={marcar} onReestablecer={reestablecer} onBaja={darBaja} />
              ))}
            </tbody>
          </table>
          {paginas > 1 && (
            <nav className="paginacion" aria-label="Páginas de alumnos">
              <Button variante="secundario" disabled={pagina <= 1} onClick={() => irA(pagina - 1)}>
                Anterior
              </Button>
              <span>
                Página {pagina} de {paginas}
              </span>
              <Button variante="secundario" disabled={pagina >= paginas} onClick={() => irA(pagina + 1)}>
                Siguiente
              </Button>
            </nav>
          )}
        </>
      )}
      <p className="alumnos__pie">
        <Link to="/regest">Formulario de registro de estudiantes (en construcción)</Link>
      </p>
    </div>
  );
}
