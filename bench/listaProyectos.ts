// Issue 43: the admin projects list with 2,000 projects (cards, 24 a page, filters by term and
// status): keystroke in the search box → filtered result painted, in Chromium, measured exactly as
// the students' list (lista.ts: from the input event to the frame after the list's DOM changed).
// Budget: median ≤ 16 ms (one frame), p95 ≤ 50 ms. Before issue 43 the list rendered every card.
import type { Browser } from 'playwright-core';
import type { Medicion } from './comun';
import { normalizar } from '@server/db/normalizar';
import { medirListaAdmin } from './lista';

const PALABRAS = ['Inventario', 'Agenda', 'Tienda', 'Foro', 'Biblioteca', 'Cafetería', 'Nómina', 'Tutorías', 'Clima', 'Rutas', 'Becas', 'Huerto'];
const DE = ['escolar', 'municipal', 'de laboratorio', 'móvil', 'en línea', 'comunitario', 'académico'];

export function medirListaProyectos(browser: Browser, cantidad = 2000): Promise<Medicion[]> {
  return medirListaAdmin(browser, {
    que: `lista de ${cantidad} proyectos`,
    ruta: '/panel_admin/proyectos_estudiantes',
    lista: 'ul[aria-label="Proyectos"]',
    teclas: [
      ...'tienda',
      ...Array<string>(6).fill('Backspace'),
      ...'movil',
      ...Array<string>(5).fill('Backspace'),
      ...'cafeteria',
      ...Array<string>(9).fill('Backspace'),
    ],
    sembrar: (db) => {
      const ins = db.prepare(
        `INSERT INTO proyectos (nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto) VALUES (?, ?, ?, 'Proyecto del banco.')`,
      );
      for (let i = 0; i < cantidad; i++) {
        const nombre = `${PALABRAS[i % PALABRAS.length]} ${DE[(i * 5) % DE.length]} ${i}`;
        ins.run(nombre, normalizar(nombre), (i % 11) + 1);
      }
    },
  });
}
