// What the search index holds of each kind of content, read from the content's own tables: only
// what the public site shows (active projects, events and companies with their active experiences,
// validated questions with published answers, the graduates, the curriculum of public/contenido).
import fs from 'node:fs';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/db';
import { RAIZ } from '../raiz';
import { slug } from '@/shared/lib/slug';
import type { TipoResultado } from '@/shared/api/contrato/busqueda';

export interface Documento {
  tipo: TipoResultado;
  pk: number;
  titulo: string;
  texto: string;
  enlace: string;
}

/** `AND columna = pk`, or nothing for the whole kind. */
const solo = (columna: string, pk: number | null): RawBuilder<unknown> => (pk === null ? sql`` : sql`AND ${sql.ref(columna)} = ${pk}`);

/** Rows of a child table grouped by their parent's pk, in order. */
async function hijos(db: Db, q: RawBuilder<{ padre: number; texto: string }>): Promise<Map<number, string[]>> {
  const m = new Map<number, string[]>();
  for (const f of await db.todas(q)) m.set(f.padre, [...(m.get(f.padre) ?? []), f.texto]);
  return m;
}

async function proyectos(db: Db, pk: number | null): Promise<Documento[]> {
  const filas = await db.todas(
    sql<{ pk: number; nombre: string; descripcion: string }>`SELECT pk_proyecto AS pk, nombre_proyecto AS nombre, descripcion_proyecto AS descripcion
      FROM proyectos WHERE activo = 1 ${solo('pk_proyecto', pk)}`,
  );
  const miembros = await hijos(
    db,
    sql`SELECT m.fk_proyecto AS padre, m.nombre_miembro AS texto FROM proyecto_miembros m JOIN proyectos p ON p.pk_proyecto = m.fk_proyecto
      WHERE p.activo = 1 ${solo('p.pk_proyecto', pk)} ORDER BY m.fk_proyecto, m.orden`,
  );
  return filas.map((f) => {
    const m = miembros.get(f.pk) ?? [];
    const texto = m.length ? `${f.descripcion} Integrantes: ${m.join(', ')}.` : f.descripcion;
    return { tipo: 'proyecto', pk: f.pk, titulo: f.nombre, texto, enlace: `/proyectos_estudiantes/${f.pk}` };
  });
}

async function empresas(db: Db, pk: number | null): Promise<Documento[]> {
  const filas = await db.todas(
    sql<{ pk: number; nombre: string }>`SELECT pk_empresa_estadia AS pk, nombre_empresa AS nombre FROM empresas_estadias
      WHERE activo = 1 ${solo('pk_empresa_estadia', pk)}`,
  );
  const experiencias = await hijos(
    db,
    sql`SELECT x.fk_empresa_estadia AS padre, x.nombre_estudiante || ': ' || x.experiencia AS texto FROM experiencias_estadias x
      JOIN empresas_estadias e ON e.pk_empresa_estadia = x.fk_empresa_estadia
      WHERE x.activo = 1 AND x.estatus = 1 AND e.activo = 1 ${solo('e.pk_empresa_estadia', pk)} ORDER BY x.fk_empresa_estadia, x.pk_experiencia_estadia`,
  );
  return filas.map((f) => ({
    tipo: 'empresa',
    pk: f.pk,
    titulo: f.nombre,
    texto: (experiencias.get(f.pk) ?? []).join(' · ') || 'Empresa donde nuestros alumnos hacen sus estadías.',
    enlace: `/empresas_estadias/${slug(f.nombre) || 'empresa'}/${f.pk}`,
  }));
}

async function egresados(db: Db, pk: number | null): Promise<Documento[]> {
  const filas = await db.todas(
    sql<{ pk: number; nombre: string; puesto: string; comentario: string; generacion: string }>`SELECT c.pk_caso_exito AS pk,
      c.nombre_estudiante AS nombre, c.puesto, c.comentario, g.generacion FROM casos_exito c JOIN generaciones g ON g.pk_generacion = c.fk_generacion
      WHERE 1 = 1 ${solo('c.pk_caso_exito', pk)}`,
  );
  return filas.map((f) => ({
    tipo: 'egresado',
    pk: f.pk,
    titulo: f.nombre,
    texto: `${f.puesto}. Generación ${f.generacion}. ${f.comentario}`,
    enlace: '/casos_de_exito',
  }));
}

async function eventos(db: Db, pk: number | null): Promise<Documento[]> {
  const filas = await db.todas(
    sql<{ pk: number; nombre: string; descripcion: string }>`SELECT pk_evento AS pk, nombre_evento AS nombre, descripcion_evento AS descripcion
      FROM eventos WHERE activo = 1 ${solo('pk_evento', pk)}`,
  );
  return filas.map((f) => ({ tipo: 'evento', pk: f.pk, titulo: f.nombre, texto: f.descripcion, enlace: '/eventos' }));
}

async function preguntas(db: Db, pk: number | null): Promise<Documento[]> {
  const respuestas = await hijos(
    db,
    sql`SELECT r.fk_pregunta AS padre, r.respuesta AS texto FROM respuestas r JOIN preguntas p ON p.pk_pregunta = r.fk_pregunta
      WHERE r.estado = 'publicada' AND p.estado = 'validada' ${solo('p.pk_pregunta', pk)} ORDER BY r.fk_pregunta, r.creada, r.pk_respuesta`,
  );
  const filas = await db.todas(
    sql<{ pk: number; pregunta: string; topico: number }>`SELECT pk_pregunta AS pk, pregunta, fk_topico AS topico FROM preguntas
      WHERE estado = 'validada' ${solo('pk_pregunta', pk)}`,
  );
  return filas
    .filter((f) => respuestas.has(f.pk))
    .map((f) => ({ tipo: 'pregunta', pk: f.pk, titulo: f.pregunta, texto: respuestas.get(f.pk)!.join(' · '), enlace: `/foro/${f.topico}` }));
}

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

/** Each kind's documents: one item (its pk) or the whole kind (null); an item not shown gives none. */
export const FUENTES: Record<TipoResultado, (db: Db, pk: number | null) => Promise<Documento[]>> = {
  proyecto: proyectos,
  empresa: empresas,
  egresado: egresados,
  evento: eventos,
  pregunta: preguntas,
  materia: (_db, pk) => Promise.resolve(materias().filter((d) => pk === null || d.pk === pk)),
};
