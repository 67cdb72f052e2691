// Issue 45's Low findings about content: a never-public event in the calendar, saves without a
// limit or a cap, the largest PDF on the main thread, alt text addressed by a list position.
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { enviarComoAdmin, llamar, png, pared, type Comprobacion } from './sitio';

const HORA = 3600_000;

/**
 * The largest plan the form accepts (LIMITES_PLAN): 6 levels sharing the 11 terms (numbers 1–11,
 * each once), 15 subjects a term, 15 points a subject, every text at its length.
 */
function planMayor() {
  const L = { niveles: 6, cuatrimestres: 11, materias: 15, puntos: 15, nombre: 150, punto: 200, horas: 999, creditos: 99.99 };
  const largo = (s: string, n: number) => s.padEnd(n, ' y su práctica en el laboratorio').slice(0, n);
  const numeros = Array.from({ length: L.cuatrimestres }, (_, i) => i + 1);
  return Array.from({ length: L.niveles }, (_, n) => ({
    nivel_academico: `Nivel ${n + 1}`,
    cuatrimestres: numeros
      .filter((x) => (x - 1) % L.niveles === n)
      .map((numero) => ({
        numero,
        materias: Array.from({ length: L.materias }, (_, m) => ({
          nombre: largo(`Materia ${numero}.${m + 1}`, L.nombre),
          puntos: Array.from({ length: L.puntos }, (_, p) => largo(`Tema ${p + 1}`, L.punto)),
          imgs: ['/img/plan/codigo.svg'],
          horas: L.horas,
          creditos: L.creditos,
        })),
      })),
  }));
}

const tamanoSqlite = (dir: string) =>
  ['sitio.db', 'sitio.db-wal'].reduce((t, f) => t + (fs.existsSync(path.join(dir, f)) ? fs.statSync(path.join(dir, f)).size : 0), 0);

export const BAJOS_CONTENIDO: Comprobacion[] = [
  {
    nombre: 'Low: an event saved with retirarEn already past (never public) is listed in /eventos.ics',
    async correr(c) {
      const nombre = 'Charla Nunca Publica Ataque';
      const r = await enviarComoAdmin(c, 'registrarEvento', {
        nombreEvento: nombre,
        descripcion: 'Nunca fue pública.',
        imgs: JSON.stringify([{ key: '0.1', imagen: await png(31) }]),
        inicio: pared(Date.now() + 48 * HORA),
        retirarEn: pared(Date.now() - HORA),
      });
      if (r.body.codigo !== 1) return { ok: false, detalle: `could not save the event: ${JSON.stringify(r.body)}` };
      const ics = await (await fetch(`${c.a.url}/eventos.ics`)).text();
      const feed = await (await fetch(`${c.a.url}/feed.xml`)).text();
      const en = [...(ics.includes(nombre) ? ['/eventos.ics'] : []), ...(feed.includes(nombre) ? ['/feed.xml'] : [])];
      return {
        ok: en.length === 0,
        detalle: en.length
          ? `the never-public event is listed in ${en.join(' and ')}`
          : 'the never-public event is in neither /eventos.ics nor /feed.xml',
      };
    },
  },
  {
    nombre: 'Low: the alt-text page’s persona:N is a list position',
    async correr(c) {
      const cookie = await c.admin();
      const ip = c.ip();
      const actual = (await llamar(c.a, 'mostrarPagina', { clave: 'acerca_de' })).body as { titulo: string; cuerpo: string };
      const guardar = (personas: object[]) =>
        llamar(
          c.a,
          'editarPagina',
          { clave: 'acerca_de', titulo: actual.titulo, cuerpo: actual.cuerpo, datos: JSON.stringify({ personas }) },
          { cookie, ip },
        );
      const tres = [];
      for (const [i, nombre] of ['Ana Ataque', 'Beto Ataque', 'Carla Ataque'].entries())
        tres.push({ nombre, papel: 'Docente', descripcion: '', foto: await png(41 + i) });
      const g = await guardar(tres);
      if (g.body.codigo !== 1) return { ok: false, detalle: `could not save the people: ${JSON.stringify(g.body)}` };
      const lista = (await llamar(c.a, 'traerImagenesSinAlt', {}, { cookie })).lista as { tipo: string; nombre: string; referencia: string }[];
      const beto = lista.find((x) => x.tipo === 'persona' && x.nombre.includes('Beto'));
      if (!beto) return { ok: false, detalle: `Beto's photo is not on the alt-text page (${JSON.stringify(lista).slice(0, 200)})` };
      // another admin removes Ana meanwhile
      const guardadas = ((await llamar(c.a, 'mostrarPagina', { clave: 'acerca_de' })).body as { datos: { personas: { nombre: string }[] } }).datos
        .personas;
      await guardar(guardadas.filter((p) => p.nombre !== 'Ana Ataque'));
      const alt = 'Beto sonriendo en el laboratorio';
      const r = await llamar(c.a, 'guardarTextoAlternativo', { referencia: beto.referencia, alt }, { cookie, ip });
      const despues = (
        (await llamar(c.a, 'mostrarPagina', { clave: 'acerca_de' })).body as { datos: { personas: { nombre: string; alt?: string }[] } }
      ).datos.personas;
      const quien = despues.find((p) => p.alt === alt)?.nombre;
      return {
        ok: quien === undefined ? r.body.codigo !== 1 : quien === 'Beto Ataque',
        detalle: `Beto's reference «${beto.referencia}», Ana removed, text saved (${r.status} «${String(r.body.mensaje)}»): it landed on ${quien ?? 'nobody'}'s photo`,
      };
    },
  },
  {
    nombre: 'Low: the PDF of the largest plan is built on the main thread (/salud waits)',
    async correr(c) {
      const cookie = await c.admin();
      const { version } = (await llamar(c.a, 'traerPlan', {}, { cookie })).body as { version?: number };
      // as the editor sends it (the plan is a large field, within BODY_LIMIT)
      const g = await enviarComoAdmin(c, 'editarPlan', {
        plan: JSON.stringify(planMayor()),
        ...(version !== undefined ? { version: String(version) } : {}),
      });
      if (g.body.codigo !== 1) return { ok: false, detalle: `could not save the largest plan: ${JSON.stringify(g.body).slice(0, 300)}` };
      let listo = false;
      const t0 = performance.now();
      const pdf = fetch(`${c.a.url}/plan_de_estudios.pdf`)
        .then(async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }))
        .finally(() => (listo = true));
      const salud: number[] = [];
      while (!listo && performance.now() - t0 < 90_000) {
        const t = performance.now();
        await (await fetch(`${c.a.url}/salud`)).arrayBuffer();
        salud.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 10));
      }
      const r = await pdf;
      const construccion = performance.now() - t0;
      const orden = [...salud].sort((x, y) => x - y);
      const p95 = orden[Math.floor(orden.length * 0.95)] ?? 0;
      const max = orden[orden.length - 1] ?? 0;
      return {
        ok: r.status === 200 && p95 <= 100,
        detalle: `PDF ${r.status} (${(r.bytes / 1024).toFixed(0)} kB) built in ${construccion.toFixed(0)} ms; /salud meanwhile: ${salud.length} answers, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms (budget p95 ≤ 100 ms)`,
      };
    },
  },
  {
    nombre: 'Low: revisions have no default cap and saves no rate limit (300 saves of a 20,000-character page)',
    async correr(c) {
      const cookie = await c.admin();
      const ip = c.ip();
      const antes = c.motor === 'sqlite' ? tamanoSqlite(c.a.dir) : 0;
      const estados = new Map<number, number>();
      const mensajes = new Set<string>();
      const t0 = performance.now();
      let hechos = 0;
      for (; hechos < 300 && performance.now() - t0 < 120_000; hechos++) {
        const cuerpo = `${hechos} `.padEnd(20_000, 'abcdefghij ');
        const r = await llamar(c.a, 'editarPagina', { clave: 'inicio', titulo: 'Inicio', cuerpo }, { cookie, ip });
        estados.set(r.status, (estados.get(r.status) ?? 0) + 1);
        if (r.status !== 200) mensajes.add(String(r.body.mensaje));
      }
      const ms = performance.now() - t0;
      const historia = (await llamar(c.a, 'traerRevisiones', { entidad: 'pagina', pk: '1' }, { cookie })).lista;
      const filas = Array.isArray(historia) ? historia.length : -1;
      const guardados = estados.get(200) ?? 0;
      const crecimiento = c.motor === 'sqlite' ? ` SQLite file +${((tamanoSqlite(c.a.dir) - antes) / 1e6).toFixed(1)} MB;` : '';
      return {
        ok: guardados < hechos && filas >= 0 && filas <= 51,
        detalle: `${hechos} saves in ${(ms / 1000).toFixed(1)} s: ${[...estados].map(([s, n]) => `${n}×${s}`).join(', ')}${
          mensajes.size ? ` («${[...mensajes].join('», «')}»)` : ''
        };${crecimiento} the page's history holds ${filas} revisions (cap 50 + the original)`,
      };
    },
  },
];
