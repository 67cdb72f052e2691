-- Issue 45 (found by the attack script, herramientas/ataques/reensayo.ts; SQLite only: migrar.ts
-- skips a `.sqlite.sql` migration on PostgreSQL, whose identity column never hands out a number
-- twice). Erasing a graduate deletes its revisions; when they were the newest, SQLite's plain
-- INTEGER PRIMARY KEY gave their numbers to the next revisions written, of any item: a history page
-- left open on the erased person then showed, and "Restaurar" restored, another item's revision.
-- AUTOINCREMENT never reuses one. The table is rebuilt with the same columns and indexes, its rows
-- and pks kept. revision_imagenes (which references it, ON DELETE CASCADE) is kept aside without
-- its key while the old table goes (dropping a parent deletes its children's rows) and rebuilt as
-- it was.
CREATE TABLE revisiones_nueva (
  pk_revision    INTEGER PRIMARY KEY AUTOINCREMENT,
  entidad        TEXT NOT NULL,
  pk             INTEGER NOT NULL,
  fecha          TEXT NOT NULL,
  fk_usuario     INTEGER,
  nombre_usuario TEXT NOT NULL,
  resumen        TEXT NOT NULL,
  contenido      TEXT NOT NULL,
  -- each field's fingerprint ({clave: hash}): the next write compares against it without reading the content
  huellas        TEXT NOT NULL,
  numero         INTEGER NOT NULL DEFAULT 0
);
INSERT INTO revisiones_nueva (pk_revision, entidad, pk, fecha, fk_usuario, nombre_usuario, resumen, contenido, huellas, numero)
  SELECT pk_revision, entidad, pk, fecha, fk_usuario, nombre_usuario, resumen, contenido, huellas, numero FROM revisiones;
CREATE TABLE revision_imagenes_aparte (fk_revision INTEGER NOT NULL, ruta TEXT NOT NULL);
INSERT INTO revision_imagenes_aparte (fk_revision, ruta) SELECT fk_revision, ruta FROM revision_imagenes;
DROP TABLE revision_imagenes;
DROP TABLE revisiones;
ALTER TABLE revisiones_nueva RENAME TO revisiones;
CREATE INDEX revisiones_item ON revisiones (entidad, pk, pk_revision);
CREATE UNIQUE INDEX revisiones_numero ON revisiones (entidad, pk, numero);
CREATE TABLE revision_imagenes (
  fk_revision INTEGER NOT NULL REFERENCES revisiones (pk_revision) ON DELETE CASCADE,
  ruta        TEXT NOT NULL,
  PRIMARY KEY (fk_revision, ruta)
);
CREATE INDEX revision_imagenes_ruta ON revision_imagenes (ruta);
INSERT INTO revision_imagenes (fk_revision, ruta) SELECT fk_revision, ruta FROM revision_imagenes_aparte;
DROP TABLE revision_imagenes_aparte;
DELETE FROM sqlite_sequence WHERE name = 'revisiones';
INSERT INTO sqlite_sequence (name, seq) SELECT 'revisiones', COALESCE(MAX(pk_revision), 0) FROM revisiones;
