-- Edit locks and drafts on the server (issue 48, decision 0061; server/funciones/edicion.ts).
-- `entidad` is the wire's name (proyecto, evento, empresa, experiencia, egresado, enlace, pagina,
-- plan, pregunta_frecuente) and `pk_item` the item's pk (0: the one-row items). Times are
-- milliseconds since the epoch, written by the server's clock (every instance reads the same rows).
--
-- One lock per item: who edits it (`fk_usuario`, and `pestana`, the browser tab's random id, so the
-- same person in two tabs is told too), since when (`desde`) and the last heartbeat (`latido`); a
-- lock whose heartbeat is older than two minutes is free to take. Never audited, never public.
CREATE TABLE bloqueos_edicion (
  entidad    TEXT NOT NULL,
  pk_item    INTEGER NOT NULL,
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  pestana    TEXT NOT NULL,
  desde      INTEGER NOT NULL,
  latido     INTEGER NOT NULL,
  PRIMARY KEY (entidad, pk_item)
);
-- One draft per person and item: the unsaved form's values as JSON (new images' bytes stay in the
-- browser), read only by their owner, removed by a save, a discard, or after 30 days.
CREATE TABLE borradores_edicion (
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  entidad    TEXT NOT NULL,
  pk_item    INTEGER NOT NULL,
  valores    TEXT NOT NULL,
  guardado   INTEGER NOT NULL,
  PRIMARY KEY (fk_usuario, entidad, pk_item)
);
CREATE INDEX borradores_edicion_guardado ON borradores_edicion (guardado);
