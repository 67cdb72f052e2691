-- Issue 48: each revision's number in its item's one sequence (1, 2, 3…), the `version` an edit
-- page reads and sends back (a save over a newer one is refused: server/api/revisiones.ts) and
-- the history shows ("Versión 3"). Existing rows are numbered in the order they were written; the
-- unique index makes two concurrent saves of the same version impossible on either engine.
ALTER TABLE revisiones ADD COLUMN numero INTEGER NOT NULL DEFAULT 0;
UPDATE revisiones SET numero = (
  SELECT COUNT(*) FROM revisiones AS r WHERE r.entidad = revisiones.entidad AND r.pk = revisiones.pk AND r.pk_revision <= revisiones.pk_revision
);
CREATE UNIQUE INDEX revisiones_numero ON revisiones (entidad, pk, numero);
