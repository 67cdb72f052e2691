// Team members pasted one per line (issue 43, docs/decisiones/0059-duplicar-y-atajos.md): a list pasted
// into a member's field becomes one member per non-empty line (trimmed, list markers dropped), after
// that field; the field itself takes the first line when it was empty. Names already in the list (or
// twice in the paste, ignoring case and accents) and lines past the limit are left out, and said so.
import { randomKey } from '../lib/claveAleatoria';
import { MENSAJES_PROYECTO } from '../api/contrato/proyectos';

/** One member input of the project form (CamposMiembros). */
export interface MiembroForm {
  key: string;
  nombre: string;
  /** pk_miembro_proyecto of a stored member; 0 for a new one. */
  pk: number;
}

/** Whether a pasted text is a list (more than one line); a single line pastes as usual. */
export const esLista = (texto: string) => /\S[^\S\r\n]*(?:\r\n|\r|\n)[\s\S]*\S/.test(texto);

const comparable = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

export interface Pegado {
  miembros: MiembroForm[];
  /** What happened, for the notice ("Se agregaron 4 miembros de la lista pegada."). */
  mensaje: string;
  /** Key of the last member the paste filled (focused after it). */
  ultimo: string | null;
}

/** Pastes `texto` into member `i` of `miembros`, at most `max` members in all. */
export function pegarMiembros(miembros: MiembroForm[], i: number, texto: string, max: number): Pegado {
  const lineas = texto
    .split(/\r\n|\r|\n/)
    .map((l) => l.replace(/^\s*(?:[-*•·]|\d{1,3}[.)])\s+/, '').trim())
    .filter(Boolean);
  const vistos = new Set(miembros.filter((m, j) => j !== i || m.nombre.trim()).map((m) => comparable(m.nombre)));
  const nuevos: string[] = [];
  let repetidos = 0;
  for (const l of lineas) {
    const c = comparable(l);
    if (vistos.has(c)) repetidos += 1;
    else {
      vistos.add(c);
      nuevos.push(l);
    }
  }
  const lista = [...miembros];
  const actual = lista[i];
  const llenado = !!actual && !actual.nombre.trim() && nuevos.length > 0;
  if (actual && llenado) lista[i] = { ...actual, nombre: nuevos.shift() ?? '' };
  const agregados = nuevos.slice(0, Math.max(0, max - lista.length)).map((nombre) => ({ key: randomKey(), nombre, pk: 0 }));
  lista.splice(i + 1, 0, ...agregados);
  const ultimo = agregados.at(-1)?.key ?? (llenado && actual ? actual.key : null);
  const n = agregados.length + (llenado ? 1 : 0);
  const partes = [
    n === 0
      ? 'No se agregó ningún miembro de la lista pegada.'
      : n === 1
        ? 'Se agregó 1 miembro de la lista pegada.'
        : `Se agregaron ${n} miembros de la lista pegada.`,
  ];
  if (repetidos) partes.push(repetidos === 1 ? 'Se omitió 1 nombre repetido.' : `Se omitieron ${repetidos} nombres repetidos.`);
  const sobran = nuevos.length - agregados.length;
  if (sobran > 0) partes.push(`${MENSAJES_PROYECTO.demasiadosMiembros} ${sobran === 1 ? 'Se omitió 1 nombre.' : `Se omitieron ${sobran} nombres.`}`);
  return { miembros: lista, mensaje: partes.join(' '), ultimo };
}
