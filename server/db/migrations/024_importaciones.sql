-- Imports (issue 43, docs/decisiones/0057-importacion-y-exportacion.md): one row per preview an admin
-- made with previsualizarImportacion. `token` is what the client sends back to confirm or undo; the
-- row belongs to `fk_usuario` and expires at `expira` (ms since the epoch). `filas` holds the parsed
-- rows (JSON) so that any instance can confirm; `creados` (JSON: the pks and the image files the
-- import wrote) is filled by confirmarImportacion, `deshecha` by deshacerImportacion.
CREATE TABLE importaciones (
  pk_importacion INTEGER PRIMARY KEY,
  token          TEXT NOT NULL UNIQUE,
  entidad        TEXT NOT NULL,
  fk_usuario     INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  creada         INTEGER NOT NULL,
  expira         INTEGER NOT NULL,
  filas          TEXT NOT NULL,
  creados        TEXT,
  deshecha       INTEGER
);
-- Each distinct image a preview's ZIP provided, already re-encoded (base64 of the bytes), once per
-- file name: confirmarImportacion writes it to the store once, whatever the number of rows naming it.
CREATE TABLE importacion_imagenes (
  fk_importacion INTEGER NOT NULL REFERENCES importaciones (pk_importacion) ON DELETE CASCADE,
  nombre         TEXT NOT NULL,
  ext            TEXT NOT NULL,
  ancho          INTEGER NOT NULL,
  alto           INTEGER NOT NULL,
  animada        INTEGER NOT NULL DEFAULT 0,
  datos          TEXT NOT NULL,
  PRIMARY KEY (fk_importacion, nombre)
);
