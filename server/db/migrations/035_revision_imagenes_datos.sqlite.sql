-- Issue 45: the stored image paths of the revisions kept before 034 (SQLite's JSON functions;
-- 035_….postgres.sql is PostgreSQL's). Every text of the content that is a stored path
-- (uploads/<dir>/<name>.<ext>, as subidas.ts' esRutaGuardada; a near miss listed here is harmless:
-- the check asks for an exact path).
INSERT OR IGNORE INTO revision_imagenes (fk_revision, ruta)
  SELECT DISTINCT r.pk_revision, j.value
    FROM (SELECT pk_revision, contenido FROM revisiones WHERE json_valid(contenido)) AS r, json_tree(r.contenido) AS j
   WHERE j.type = 'text' AND j.value LIKE 'uploads/%' AND j.value NOT LIKE '% %';
