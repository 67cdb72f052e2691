-- The entries of the 'Preguntas frecuentes' topic (docs/SPEC.md §2 and §9), edited by admins
-- (guardarPreguntasFrecuentes saves the whole list in one transaction) instead of living in the
-- SPA's code. Seeded on every site, demo or not, with docs/SPEC.md §9's three entries. `orden`: the
-- position on the page (1, 2, 3…); `editado`: when the list was last saved (the sitemap's lastmod
-- of that topic's page).
CREATE TABLE preguntas_frecuentes (
  pk_pregunta_frecuente INTEGER PRIMARY KEY,
  pregunta              TEXT NOT NULL,
  respuesta             TEXT NOT NULL,
  orden                 INTEGER NOT NULL,
  editado               TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX preguntas_frecuentes_orden ON preguntas_frecuentes (orden);
INSERT INTO preguntas_frecuentes (pregunta, respuesta, orden) VALUES
  ('¿Cuánto cuesta la colegiatura?', 'La colegiatura base es de $1,800.', 1),
  ('¿Cuánto dura el programa?', '2 años de T.S.U. más 1 año 8 meses de ingeniería: 3 años 8 meses en total.', 2),
  ('¿Cuántas estadías se realizan?', 'Dos periodos de estadía en empresa: uno al terminar el T.S.U. y otro al terminar la ingeniería.', 3);

-- The search shows these entries now (each one linked to the topic's page): an index built before
-- lacks them, so it is dropped here, once, and asegurarIndice (server/busqueda/indice.ts) fills it
-- again from the content when the site opens the database (as 011 did). A new database has no
-- index yet: this drops nothing.
DROP TABLE IF EXISTS busqueda_fts;
DROP TABLE IF EXISTS busqueda_variantes;
DROP TABLE IF EXISTS busqueda;
