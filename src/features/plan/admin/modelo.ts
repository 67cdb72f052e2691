// The curriculum editor's draft, as data: the plan as the editor holds it (every level, term,
// subject and image with a key, topics as the textarea's lines, numbers as typed), the version it
// started from, and the steps "Deshacer" goes back through. Every change is a `Cambio` (plain data,
// its new keys included) and `aplicar` the one transition: the draft lives in the store's
// borradores slice (persisted with the kit's drafts), so a replayed state shows the same editor.
import { nombreCuatrimestre, type NivelAcademico } from '@/shared/api/contrato/plan';

export interface ImagenEditada {
  key: string;
  /** A site illustration, a stored image, a new data URL or a picked library asset (`medio:<pk>`). */
  imagen: string;
  alt: string;
  /** A picked asset's stored path, for its thumbnail (never sent). */
  vista?: string;
}
export interface MateriaEditada {
  key: string;
  nombre: string;
  /** One topic per line, as typed. */
  puntos: string;
  horas: string;
  creditos: string;
  imagenes: ImagenEditada[];
}
export interface CuatrimestreEditado {
  key: string;
  numero: string;
  materias: MateriaEditada[];
}
export interface NivelEditado {
  key: string;
  nombre: string;
  cuatrimestres: CuatrimestreEditado[];
}

/** A step "Deshacer" returns to: the plan before a change, what the change was, and (text) which field. */
export interface Paso {
  plan: NivelEditado[];
  que: string;
  grupo?: string;
}

export interface BorradorPlan {
  /** The version the draft started from (editarPlan's `version`). */
  base: number;
  plan: NivelEditado[];
  historial: Paso[];
}

/** The keys from the level down to the item: [nivel], [nivel, cuatrimestre] or [nivel, cuatrimestre, materia]. */
export type Ruta = string[];

export type CampoTexto = 'nombre' | 'numero' | 'puntos' | 'horas' | 'creditos';

export type Cambio =
  | { tipo: 'texto'; ruta: Ruta; campo: CampoTexto; valor: string }
  | { tipo: 'agregar'; padre: Ruta; key: string; numero?: string }
  | { tipo: 'mover'; ruta: Ruta; paso: -1 | 1 }
  /** A subject taken whole (hours, credits, images) to term `destino` ([nivel, cuatrimestre]), at `indice` (default: last). */
  | { tipo: 'trasladar'; ruta: Ruta; destino: Ruta; indice?: number }
  | { tipo: 'quitar'; ruta: Ruta }
  | { tipo: 'imagenes'; ruta: Ruta; imagenes: ImagenEditada[] }
  | { tipo: 'alt'; ruta: Ruta; imagen: string; valor: string };

/** How many steps back "Deshacer" can go. */
export const MAX_PASOS = 30;

/** The stored plan as the editor holds it; keys from each item's place (the same on every load). */
export function desdePlan(plan: NivelAcademico[]): NivelEditado[] {
  return plan.map((n, i) => ({
    key: `n${i}`,
    nombre: n.nivel_academico,
    cuatrimestres: n.cuatrimestres.map((c, j) => ({
      key: `n${i}c${j}`,
      numero: String(c.numero),
      materias: c.materias.map((m, k) => ({
        key: `n${i}c${j}m${k}`,
        nombre: m.nombre,
        puntos: m.puntos.join('\n'),
        horas: m.horas === undefined ? '' : String(m.horas),
        creditos: m.creditos === undefined ? '' : String(m.creditos),
        imagenes: m.imgs.map((imagen, l) => ({ key: `n${i}c${j}m${k}i${l}`, imagen, alt: m.alts?.[l] ?? '' })),
      })),
    })),
  }));
}

/** What the editor sends (editarPlan's shape, numbers as typed: the contract's check reads them); blank topic lines dropped. */
export function aPlan(plan: NivelEditado[]): unknown[] {
  return plan.map((n) => ({
    nivel_academico: n.nombre,
    cuatrimestres: n.cuatrimestres.map((c) => ({
      numero: c.numero,
      materias: c.materias.map((m) => ({
        nombre: m.nombre,
        puntos: m.puntos
          .split('\n')
          .map((p) => p.trim())
          .filter(Boolean),
        imgs: m.imagenes.map((i) => i.imagen),
        alts: m.imagenes.map((i) => i.alt),
        horas: m.horas,
        creditos: m.creditos,
      })),
    })),
  }));
}

type Nodo = { key: string; nombre?: string; numero?: string; cuatrimestres?: Nodo[]; materias?: Nodo[] };
const HIJOS = ['cuatrimestres', 'materias'] as const;

/** The list at `padre` ([] the levels) replaced by `f` of it. */
function enLista(lista: Nodo[], padre: Ruta, f: (l: Nodo[]) => Nodo[], nivel = 0): Nodo[] {
  if (!padre.length) return f(lista);
  const hijos = HIJOS[nivel];
  return lista.map((n) => (n.key === padre[0] ? { ...n, [hijos]: enLista(n[hijos] ?? [], padre.slice(1), f, nivel + 1) } : n));
}

/** The item at `ruta`. */
function buscar(lista: Nodo[], ruta: Ruta, nivel = 0): Nodo | undefined {
  const n = lista.find((x) => x.key === ruta[0]);
  return ruta.length === 1 || !n ? n : buscar(n[HIJOS[nivel]] ?? [], ruta.slice(1), nivel + 1);
}

const NOMBRE_DE = ['el nivel', 'el cuatrimestre', 'la materia'];
function nombreDe(plan: NivelEditado[], ruta: Ruta): string {
  const n = buscar(plan, ruta);
  const cual = n?.nombre?.trim() ? ` «${n.nombre.trim()}»` : n?.numero ? ` ${n.numero}` : '';
  return `${NOMBRE_DE[ruta.length - 1]}${cual}`;
}

/** "de la materia «X»", "del nivel «Y»": what an undo's sentence says it undoes. */
const de = (nombre: string) => `de ${nombre}`.replace(/^de el /, 'del ');

/** "al segundo cuatrimestre" (the term at `ruta`, [nivel, cuatrimestre]). */
export function destinoDe(plan: NivelEditado[], ruta: Ruta): string {
  const c = buscar(plan, ruta);
  return c?.numero ? `al ${nombreCuatrimestre(Number(c.numero)).toLowerCase()}` : 'a un cuatrimestre sin número';
}

const vacio = (padre: Ruta, key: string, numero = ''): Nodo =>
  padre.length === 0
    ? { key, nombre: '', cuatrimestres: [] }
    : padre.length === 1
      ? { key, numero, materias: [] }
      : ({ key, nombre: '', puntos: '', horas: '', creditos: '', imagenes: [] } as Nodo);

function cambiar(plan: NivelEditado[], c: Cambio): { plan: Nodo[]; que: string; grupo?: string } {
  const padre = 'ruta' in c ? c.ruta.slice(0, -1) : [];
  const propio = 'ruta' in c ? c.ruta[c.ruta.length - 1] : '';
  const enEste = (f: (n: Nodo) => Nodo) => enLista(plan, padre, (l) => l.map((n) => (n.key === propio ? f(n) : n)));
  switch (c.tipo) {
    case 'texto':
      return {
        plan: enEste((n) => ({ ...n, [c.campo]: c.valor })),
        que: `lo escrito en ${nombreDe(plan, c.ruta)}`,
        grupo: `${c.ruta.join('/')}:${c.campo}`,
      };
    case 'agregar':
      return {
        plan: enLista(plan, c.padre, (l) => [...l, vacio(c.padre, c.key, c.numero)]),
        que: ['el nivel agregado', 'el cuatrimestre agregado', 'la materia agregada'][c.padre.length],
      };
    case 'mover':
      return {
        plan: enLista(plan, padre, (l) => {
          const i = l.findIndex((n) => n.key === propio);
          const j = i + c.paso;
          if (i < 0 || j < 0 || j >= l.length) return l;
          const copia = l.slice();
          [copia[i], copia[j]] = [copia[j], copia[i]];
          return copia;
        }),
        que: `el cambio de lugar ${de(nombreDe(plan, c.ruta))}`,
      };
    case 'trasladar': {
      const m = buscar(plan, c.ruta);
      const sin = enLista(plan, padre, (l) => l.filter((n) => n.key !== propio));
      const plan2 = !m
        ? plan
        : enLista(sin, c.destino, (l) => {
            const copia = l.slice();
            copia.splice(Math.max(0, Math.min(c.indice ?? l.length, l.length)), 0, m);
            return copia;
          });
      return { plan: plan2, que: `el paso ${de(nombreDe(plan, c.ruta))} ${destinoDe(plan, c.destino)}` };
    }
    case 'quitar':
      return { plan: enLista(plan, padre, (l) => l.filter((n) => n.key !== propio)), que: `la eliminación ${de(nombreDe(plan, c.ruta))}` };
    case 'imagenes':
      return { plan: enEste((n) => ({ ...n, imagenes: c.imagenes }) as Nodo), que: `el cambio de imágenes ${de(nombreDe(plan, c.ruta))}` };
    case 'alt':
      return {
        plan: enEste((n) => {
          const m = n as unknown as MateriaEditada;
          return { ...m, imagenes: m.imagenes.map((i) => (i.key === c.imagen ? { ...i, alt: c.valor } : i)) } as unknown as Nodo;
        }),
        que: `lo escrito en el texto alternativo ${de(nombreDe(plan, c.ruta))}`,
        grupo: `${c.ruta.join('/')}:alt:${c.imagen}`,
      };
  }
}

/** The draft after one change; the step before it kept for "Deshacer" (typing in one field is one step). */
export function aplicar(b: BorradorPlan, c: Cambio): BorradorPlan {
  const { plan, que, grupo } = cambiar(b.plan, c);
  const ultimo = b.historial[b.historial.length - 1];
  const mismo = grupo !== undefined && ultimo?.grupo === grupo;
  const historial = mismo ? b.historial : [...b.historial, { plan: b.plan, que, ...(grupo ? { grupo } : {}) }].slice(-MAX_PASOS);
  return { ...b, plan: plan as NivelEditado[], historial };
}

/** "Deshacer": the plan before the last step. */
export function deshacer(b: BorradorPlan): BorradorPlan {
  const ultimo = b.historial[b.historial.length - 1];
  return ultimo ? { ...b, plan: ultimo.plan, historial: b.historial.slice(0, -1) } : b;
}

/** The first term number 1–11 no term of the plan uses ('' when all are). */
export function numeroLibre(plan: NivelEditado[]): string {
  const usados = new Set(plan.flatMap((n) => n.cuatrimestres.map((c) => c.numero)));
  for (let i = 1; i <= 11; i++) if (!usados.has(String(i))) return String(i);
  return '';
}
