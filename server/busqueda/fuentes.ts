// What the search index holds of each kind of content, read from the content's own tables by each
// entity's repository (`Entidad.busqueda`): only what the public site shows (active projects, events
// and companies with their active experiences, validated questions with published answers, the
// graduates), and the curriculum of public/contenido.
import fs from 'node:fs';
import path from 'node:path';
import { RAIZ } from '../raiz';
import { ENTIDADES } from '../db/entidades';
import type { Documento, FuenteBusqueda } from './documento';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';

export type { Documento } from './documento';

interface Plan {
  nivel_academico: string;
  cuatrimestres: { numero: number; materias: { nombre: string; puntos: string[] }[] }[];
}

/** The curriculum is a file of the site (public/contenido/plan.json): its subjects, numbered in file order. */
function materias(): Documento[] {
  const archivo = path.join(RAIZ, 'public', 'contenido', 'plan.json');
  if (!fs.existsSync(archivo)) return [];
  const plan = JSON.parse(fs.readFileSync(archivo, 'utf8')) as Plan[];
  const docs: Documento[] = [];
  for (const nivel of plan)
    for (const c of nivel.cuatrimestres)
      for (const m of c.materias)
        docs.push({
          tipo: 'materia',
          pk: docs.length + 1,
          titulo: m.nombre,
          texto: `${m.puntos.join('. ')}. Cuatrimestre ${c.numero}, ${nivel.nivel_academico}.`,
          enlace: '/',
        });
  return docs;
}

/**
 * Each kind's documents: one item (its pk) or the whole kind (null); an item not shown gives none.
 * Every entity whose repository declares a `busqueda` source is a kind (server/db/entidades.ts);
 * the curriculum is read from its file.
 */
export const FUENTES = {
  ...Object.fromEntries(ENTIDADES.flatMap((e) => (e.busqueda ? [[e.entidad, e.busqueda]] : []))),
  materia: (_db, pk) => Promise.resolve(materias().filter((d) => pk === null || d.pk === pk)),
} as Record<TipoResultado, FuenteBusqueda>;
