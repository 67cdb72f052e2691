-- Revisions (issue 37): every accepted write of a content item stores the item's whole content
-- after it, in the write's own transaction (server/api/funcion.ts, server/funciones/revisiones.ts).
-- `entidad` is the wire's name (proyecto, evento, … plan), `pk` 0 for the one-row items (the
-- enrolment link, the curriculum); `contenido` the JSON of ContenidoRevision (its fields as the
-- history compares them, and the payload a restore sends back). A restore adds a revision:
-- rows are never rewritten, only dropped past REVISIONES_MAX.
CREATE TABLE revisiones (
  pk_revision    INTEGER PRIMARY KEY,
  entidad        TEXT NOT NULL,
  pk             INTEGER NOT NULL,
  fecha          TEXT NOT NULL,
  fk_usuario     INTEGER,
  nombre_usuario TEXT NOT NULL,
  resumen        TEXT NOT NULL,
  contenido      TEXT NOT NULL,
  -- each field's fingerprint ({clave: hash}): the next write compares against it without reading the content
  huellas        TEXT NOT NULL
);
CREATE INDEX revisiones_item ON revisiones (entidad, pk, pk_revision);
