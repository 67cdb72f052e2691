-- The search's typo vocabulary (busqueda_variantes) now also holds each indexed word's stem and its
-- deletions (server/busqueda/texto.ts, vocabulario). An index built before lacks them: it is dropped
-- here, once, and asegurarIndice (server/busqueda/indice.ts) creates and fills it from the content
-- when the site opens the database, as for a database that never had one. A new database has no
-- index yet, so this drops nothing.
DROP TABLE IF EXISTS busqueda_fts;
DROP TABLE IF EXISTS busqueda_variantes;
DROP TABLE IF EXISTS busqueda;
