-- Issue 45: the stored image paths of the revisions kept before 034 (PostgreSQL's JSON functions;
-- 035_….sqlite.sql is SQLite's). Every string of the content that is a stored path.
INSERT INTO revision_imagenes (fk_revision, ruta)
  SELECT DISTINCT r.pk_revision, v #>> '{}'
    FROM revisiones AS r, jsonb_path_query(r.contenido::jsonb, 'strict $.**') AS v
   WHERE jsonb_typeof(v) = 'string' AND v #>> '{}' LIKE 'uploads/%' AND v #>> '{}' NOT LIKE '% %'
  ON CONFLICT DO NOTHING;
