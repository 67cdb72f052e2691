-- Review before publishing (issue 48, item 6; decision 0062). An admin who may not publish
-- (usuarios.puede_publicar = 0) saving an existing public item leaves one row here instead of
-- changing the item: the funcion and its wire fields, validated (new images already stored as assets
-- of the library, `medio:<pk>`), the item (`entidad` as the audit trail names it, `pk_item`), the
-- `version` it was read at, and the item's fields as the save would leave them (`campos`, JSON:
-- the history's comparison). `estado`: pendiente → aprobado (the save ran: its own revision and
-- audit entry) or devuelto (with the reviewer's `comentario`). The author's newer save of the item
-- deletes their change still waiting; AUTOINCREMENT: a deleted change's number is never given to
-- another (a reviewer's page showing it must not approve a different one). Never public; times UTC text.
CREATE TABLE cambios_pendientes (
  pk_cambio   INTEGER PRIMARY KEY AUTOINCREMENT,
  funcion     TEXT NOT NULL,
  entidad     TEXT NOT NULL,
  pk_item     INTEGER NOT NULL,
  seccion     TEXT NOT NULL,
  nombre_item TEXT NOT NULL DEFAULT '',
  payload     TEXT NOT NULL,
  campos      TEXT NOT NULL,
  version     INTEGER NOT NULL,
  fk_autor    INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  creado      TEXT NOT NULL DEFAULT (datetime('now')),
  estado      TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'aprobado', 'devuelto')),
  fk_revisor  INTEGER REFERENCES usuarios (pk_usuario),
  revisado    TEXT,
  comentario  TEXT
);
CREATE INDEX cambios_pendientes_estado ON cambios_pendientes (estado, seccion, pk_cambio);
CREATE INDEX cambios_pendientes_item ON cambios_pendientes (entidad, pk_item, estado);
