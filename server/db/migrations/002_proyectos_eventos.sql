-- Student projects (with their images and members) and events (with their images).
-- Deactivation sets activo = 0. Image and member rows belong to their parent and are replaced on
-- edit; AUTOINCREMENT so a removed member's pk is never handed to a new one (stale forms).
CREATE TABLE proyectos (
  pk_proyecto          INTEGER PRIMARY KEY,
  nombre_proyecto      TEXT NOT NULL,
  nombre_norm          TEXT NOT NULL,
  cuatrimestre         INTEGER NOT NULL CHECK (cuatrimestre BETWEEN 1 AND 11),
  descripcion_proyecto TEXT NOT NULL,
  enlace               TEXT NOT NULL DEFAULT '',
  foto_miembros        TEXT NOT NULL DEFAULT '',
  activo               INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  creado               TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX proyectos_cuatrimestre ON proyectos (activo, cuatrimestre, pk_proyecto);

-- orden 0 is the cover (img).
CREATE TABLE proyecto_imagenes (
  pk_img_proyecto INTEGER PRIMARY KEY AUTOINCREMENT,
  fk_proyecto     INTEGER NOT NULL REFERENCES proyectos (pk_proyecto),
  img_proyecto    TEXT NOT NULL,
  orden           INTEGER NOT NULL
);
CREATE INDEX proyecto_imagenes_proyecto ON proyecto_imagenes (fk_proyecto, orden);

CREATE TABLE proyecto_miembros (
  pk_miembro_proyecto INTEGER PRIMARY KEY AUTOINCREMENT,
  fk_proyecto         INTEGER NOT NULL REFERENCES proyectos (pk_proyecto),
  nombre_miembro      TEXT NOT NULL,
  orden               INTEGER NOT NULL
);
CREATE INDEX proyecto_miembros_proyecto ON proyecto_miembros (fk_proyecto, orden);

CREATE TABLE eventos (
  pk_evento          INTEGER PRIMARY KEY,
  nombre_evento      TEXT NOT NULL,
  nombre_norm        TEXT NOT NULL,
  descripcion_evento TEXT NOT NULL,
  activo             INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  creado             TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX eventos_activos ON eventos (activo, pk_evento);

CREATE TABLE evento_imagenes (
  pk_img_evento INTEGER PRIMARY KEY AUTOINCREMENT,
  fk_evento     INTEGER NOT NULL REFERENCES eventos (pk_evento),
  img_evento    TEXT NOT NULL,
  orden         INTEGER NOT NULL
);
CREATE INDEX evento_imagenes_evento ON evento_imagenes (fk_evento, orden);
