-- Issue 45 (Low): whether a kept revision still uses a stored image (its file must stay while a
-- "Restaurar" can bring it back) was a LIKE over every revision's content (174 ms at 31.6 MB, on
-- every image removal). Each revision's stored image paths are now listed here when it is written
-- (server/api/revisiones.ts) and the check is one lookup of this index; a dropped revision's rows
-- go with it (ON DELETE CASCADE: the cap's pruning, an erased item). 035 fills it for the
-- revisions already kept.
CREATE TABLE revision_imagenes (
  fk_revision INTEGER NOT NULL REFERENCES revisiones (pk_revision) ON DELETE CASCADE,
  ruta        TEXT NOT NULL,
  PRIMARY KEY (fk_revision, ruta)
);
CREATE INDEX revision_imagenes_ruta ON revision_imagenes (ruta);
