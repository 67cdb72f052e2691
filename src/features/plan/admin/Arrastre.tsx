// Moving a subject to another term without retyping it (issue 43): drag and drop (@dnd-kit: pointer,
// touch and keyboard — Space, arrows, Space — announced in Spanish) or, in one step from any
// keyboard or screen reader, "Mover a…" beside each subject. Both are one `trasladar` change on the
// draft: the subject moves whole, its hours, credits, topics and images with it. Loaded only with
// the admin area's chunk (the editor), never for visitors (bench/bundle.ts).
import { useMemo, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { nombreCuatrimestre } from '@/shared/api/contrato/plan';
import type { CuatrimestreEditado, MateriaEditada, NivelEditado, Ruta } from './modelo';
import type { EditorPlan } from './useEditorPlan';

const ZONA = 'cuatrimestre:';
export const INSTRUCCIONES =
  'Para mover una materia con el teclado, pulse Espacio o Intro sobre «Arrastrar», use las flechas y pulse Espacio o Intro para soltarla; Escape cancela. También puede usar «Mover a…».';

const titulo = (c: CuatrimestreEditado) => (c.numero ? nombreCuatrimestre(Number(c.numero)) : 'Cuatrimestre sin número');
export const nombreMateria = (m: MateriaEditada, k: number) => m.nombre.trim() || `Materia ${k + 1} (sin nombre)`;

/** Where each subject and each term is, by key. */
function ubicaciones(plan: NivelEditado[]) {
  const materias = new Map<string, { ruta: Ruta; indice: number; nombre: string }>();
  const cuatrimestres = new Map<string, { ruta: Ruta; nombre: string }>();
  for (const n of plan)
    for (const c of n.cuatrimestres) {
      cuatrimestres.set(c.key, { ruta: [n.key, c.key], nombre: titulo(c).toLowerCase() });
      c.materias.forEach((m, k) => materias.set(m.key, { ruta: [n.key, c.key, m.key], indice: k, nombre: nombreMateria(m, k) }));
    }
  return { materias, cuatrimestres };
}

export function ContextoArrastre({ e, plan, children }: { e: EditorPlan; plan: NivelEditado[]; children: ReactNode }) {
  const sensores = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const u = useMemo(() => ubicaciones(plan), [plan]);
  /** The term and place a drop on `id` means: a term (its end) or a subject (its place). */
  const destino = (id: UniqueIdentifier) => {
    const s = String(id);
    const c = s.startsWith(ZONA) ? u.cuatrimestres.get(s.slice(ZONA.length)) : undefined;
    if (c) return { ruta: c.ruta, nombre: c.nombre, indice: undefined };
    const m = u.materias.get(s);
    const de = m && u.cuatrimestres.get(m.ruta[1]);
    return m && de ? { ruta: m.ruta.slice(0, 2), nombre: `${de.nombre}, en el lugar ${m.indice + 1}`, indice: m.indice } : undefined;
  };
  const materia = (id: UniqueIdentifier) => `la materia «${u.materias.get(String(id))?.nombre ?? ''}»`;
  const sobre = (id: UniqueIdentifier) => `el ${destino(id)?.nombre ?? 'cuatrimestre'}`;
  const anuncios: Announcements = {
    onDragStart: ({ active }) => `Se tomó ${materia(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Ahora ${materia(active.id)} está sobre ${sobre(over.id)}.` : `Ahora ${materia(active.id)} no está sobre ningún cuatrimestre.`,
    onDragEnd: ({ active, over }) => (over ? `Se soltó ${materia(active.id)} en ${sobre(over.id)}.` : `Se soltó ${materia(active.id)} sin moverla.`),
    onDragCancel: ({ active }) => `Se canceló el movimiento de ${materia(active.id)}.`,
  };
  const soltar = ({ active, over }: DragEndEvent) => {
    const m = u.materias.get(String(active.id));
    const d = over ? destino(over.id) : undefined;
    if (!m || !d || (d.ruta[1] === m.ruta[1] && (d.indice === undefined || d.indice === m.indice))) return;
    e.trasladar(m.ruta, d.ruta, d.indice);
  };
  return (
    <DndContext
      sensors={sensores}
      collisionDetection={closestCenter}
      accessibility={{ announcements: anuncios, screenReaderInstructions: { draggable: INSTRUCCIONES } }}
      onDragEnd={soltar}
    >
      {children}
    </DndContext>
  );
}

/** A term's subjects: a sortable list, and a place to drop on even when empty. */
export function ListaMaterias({ c, children }: { c: CuatrimestreEditado; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${ZONA}${c.key}` });
  return (
    <SortableContext id={c.key} items={c.materias.map((m) => m.key)} strategy={verticalListSortingStrategy}>
      <ol ref={setNodeRef} className={`editor-materias${isOver ? ' editor-materias--sobre' : ''}`}>
        {children}
      </ol>
    </SortableContext>
  );
}

/** One subject's row: its drag handle ("Arrastrar la materia «…»") and `cabeza` in one line, then `children` (its fields). */
export function MateriaArrastrable({
  m,
  nombre,
  abierta,
  cabeza,
  children,
}: {
  m: MateriaEditada;
  nombre: string;
  abierta: boolean;
  cabeza: ReactNode;
  children?: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: m.key,
    attributes: { roleDescription: 'materia que se puede arrastrar' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`editor-materia${abierta ? ' editor-materia--abierta' : ''}${isDragging ? ' editor-materia--arrastrada' : ''}`}
    >
      <div className="editor-cabeza">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="imagenes__boton editor-materia__asa"
          title="Arrastrar"
          {...attributes}
          {...listeners}
          aria-label={`Arrastrar la materia «${nombre}»`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {cabeza}
      </div>
      {children}
    </li>
  );
}

/** "Mover a…": every other term of the plan; choosing one moves the subject there (to its end). */
export function MoverA({ e, plan, ruta, nombre }: { e: EditorPlan; plan: NivelEditado[]; ruta: Ruta; nombre: string }) {
  const opciones = plan.flatMap((n, i) =>
    n.cuatrimestres
      .filter((c) => c.key !== ruta[1])
      .map((c) => ({ valor: `${n.key}/${c.key}`, texto: `${n.nombre.trim() || `Nivel académico ${i + 1}`} · ${titulo(c)}` })),
  );
  if (!opciones.length) return null;
  return (
    <select
      className="campo__control editor-mover-a"
      aria-label={`Mover la materia «${nombre}» a otro cuatrimestre`}
      value=""
      disabled={!!e.ui.enviando}
      onChange={(ev) => {
        const [n, c] = ev.target.value.split('/');
        if (n && c) e.trasladar(ruta, [n, c]);
      }}
    >
      <option value="">Mover a…</option>
      {opciones.map((o) => (
        <option key={o.valor} value={o.valor}>
          {o.texto}
        </option>
      ))}
    </select>
  );
}
