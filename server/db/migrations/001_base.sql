-- Users, server-side sessions and the enrolment link.
CREATE TABLE usuarios (
  pk_usuario     INTEGER PRIMARY KEY,
  usuario        TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nombre_persona TEXT NOT NULL,
  nombre_norm    TEXT NOT NULL,
  rol            TEXT NOT NULL CHECK (rol IN ('e', 'a', 's')),
  matricula      TEXT UNIQUE,
  nombres        TEXT,
  apellido_p     TEXT,
  apellido_m     TEXT,
  hash           TEXT NOT NULL,
  -- 1 while the password is still its initial value: the user must choose a new one at login.
  contrasena_inicial INTEGER NOT NULL DEFAULT 1 CHECK (contrasena_inicial IN (0, 1)),
  activo         INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  creado         TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX usuarios_rol ON usuarios (rol, activo, nombre_norm);

CREATE TABLE sesiones (
  token_hash  TEXT PRIMARY KEY,
  pk_usuario  INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  creada      INTEGER NOT NULL,
  expira      INTEGER NOT NULL
);
CREATE INDEX sesiones_usuario ON sesiones (pk_usuario);

CREATE TABLE enlace (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  enlace  TEXT NOT NULL DEFAULT '',
  estatus INTEGER NOT NULL DEFAULT 0 CHECK (estatus IN (0, 1))
);
INSERT INTO enlace (id, enlace, estatus) VALUES (1, '', 0);
