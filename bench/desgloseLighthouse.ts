// What one Lighthouse run's audits say beyond the scores: the main thread's work and the LCP's phases.

export interface Auditoria {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

const FASES: Record<string, string> = { TTFB: 'TTFB', 'Load Delay': 'retraso de carga', 'Load Time': 'carga', 'Render Delay': 'retraso de pintado' };

/** The LCP's phases of one run, from the LCP element audit's breakdown table. */
export function fasesLcp(audits: Record<string, Auditoria>): string {
  const tablas = (audits['largest-contentful-paint-element']?.details?.items ?? []) as { items?: { phase?: string; timing?: number }[] }[];
  const fases = tablas.flatMap((t) => t.items ?? []).filter((i) => typeof i.phase === 'string');
  return fases.map((f) => `${FASES[f.phase!] ?? f.phase} ${Math.round(f.timing ?? 0)}`).join(', ') || 'sin desglose';
}

/** Main-thread work by kind, the three longest tasks and the three costliest scripts of one run. */
export function desglose(audits: Record<string, Auditoria>): string {
  const ms = (x: unknown) => Math.round(Number(x));
  const archivo = (u: unknown) => (typeof u === 'string' ? u.replace(/^.*\//, '') : '');
  const grupos = (audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => `${String(i.group)} ${ms(i.duration)}`).join(', ');
  const tareas = (audits['long-tasks']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${ms(i.duration)} ms (${archivo(i.url) || 'documento'})`)
    .join(', ');
  const scripts = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((i) => `${archivo(i.url)} ${ms(i.scripting)}+${ms(i.scriptParseCompile)}`)
    .join(', ');
  return `hilo principal (ms): ${grupos}; tareas largas: ${tareas || 'ninguna'}; scripts (ejecución+compilación ms): ${scripts}`;
}
