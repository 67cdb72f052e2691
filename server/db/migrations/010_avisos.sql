-- Notifications. An account's optional e-mail: `correo` receives once confirmed; a new address
-- waits in `correo_pendiente` until its signed link is opened (the old one keeps receiving).
ALTER TABLE usuarios ADD COLUMN correo TEXT;
ALTER TABLE usuarios ADD COLUMN correo_confirmado INTEGER NOT NULL DEFAULT 0 CHECK (correo_confirmado IN (0, 1));
ALTER TABLE usuarios ADD COLUMN correo_pendiente TEXT;

-- Each account's choice per kind of notice; no row: the role's default (TIPOS_AVISO in src/shared/api/contrato/avisos.ts).
CREATE TABLE preferencias_aviso (
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  tipo       TEXT NOT NULL,
  frecuencia TEXT NOT NULL CHECK (frecuencia IN ('inmediato', 'diario', 'nunca')),
  PRIMARY KEY (fk_usuario, tipo)
);

-- The inbox behind the bell. `resumen` = 1: waiting for the recipient's daily digest e-mail.
CREATE TABLE avisos (
  pk_aviso   INTEGER PRIMARY KEY,
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  tipo       TEXT NOT NULL,
  titulo     TEXT NOT NULL,
  texto      TEXT NOT NULL,
  enlace     TEXT NOT NULL,
  fecha      TEXT NOT NULL DEFAULT (datetime('now')),
  leido      INTEGER NOT NULL DEFAULT 0 CHECK (leido IN (0, 1)),
  resumen    INTEGER NOT NULL DEFAULT 0 CHECK (resumen IN (0, 1))
);
CREATE INDEX avisos_usuario ON avisos (fk_usuario, leido, pk_aviso);
CREATE INDEX avisos_resumen ON avisos (resumen, fk_usuario);

-- The outbox: one row per e-mail, written in the transaction of the write that causes it.
-- `message_id` is fixed when the row is written, so a retry after a crash sends the same message.
-- Times the sender compares are milliseconds since the epoch (proximo_intento, tomado_hasta: the
-- lease of the instance sending it); the others UTC text as everywhere.
CREATE TABLE salida (
  pk_mensaje      INTEGER PRIMARY KEY,
  message_id      TEXT NOT NULL UNIQUE,
  destinatario    TEXT NOT NULL,
  asunto          TEXT NOT NULL,
  texto           TEXT NOT NULL,
  html            TEXT NOT NULL,
  cabeceras       TEXT NOT NULL DEFAULT '{}',
  estado          TEXT NOT NULL DEFAULT 'esperando' CHECK (estado IN ('esperando', 'enviado', 'fallando')),
  intentos        INTEGER NOT NULL DEFAULT 0,
  proximo_intento INTEGER NOT NULL DEFAULT 0,
  tomado_hasta    INTEGER NOT NULL DEFAULT 0,
  ultimo_error    TEXT,
  fallando_desde  TEXT,
  creado          TEXT NOT NULL DEFAULT (datetime('now')),
  enviado         TEXT,
  -- 1: a visitor's address, blanked once the message is sent (the visitor asked for one e-mail only)
  efimero         INTEGER NOT NULL DEFAULT 0 CHECK (efimero IN (0, 1))
);
CREATE INDEX salida_pendientes ON salida (estado, proximo_intento);

-- A visitor's address for "your question was answered": its own table, read only by the notice,
-- deleted once the question is answered or discarded; no api answer selects it.
CREATE TABLE correos_preguntas (
  fk_pregunta INTEGER PRIMARY KEY REFERENCES preguntas (pk_pregunta),
  correo      TEXT NOT NULL
);

-- Experiences are reviewed: 0 pending, 1 published (every existing one), 2 discarded. fk_usuario
-- (already there) is the author.
ALTER TABLE experiencias_estadias ADD COLUMN estatus INTEGER NOT NULL DEFAULT 1 CHECK (estatus IN (0, 1, 2));
ALTER TABLE experiencias_estadias ADD COLUMN moderada_por INTEGER REFERENCES usuarios (pk_usuario);
ALTER TABLE experiencias_estadias ADD COLUMN moderada TEXT;
CREATE INDEX experiencias_estatus ON experiencias_estadias (estatus, creado);

-- Periodic jobs (reminders, digests): `periodo` is the last period done; an instance runs a job
-- only if its conditional UPDATE moved it, so each period runs once across instances.
CREATE TABLE tareas_periodicas (
  nombre  TEXT PRIMARY KEY,
  periodo TEXT NOT NULL DEFAULT ''
);
INSERT INTO tareas_periodicas (nombre, periodo) VALUES ('recordatorioPendientes', '');
INSERT INTO tareas_periodicas (nombre, periodo) VALUES ('resumenDiario', '');

-- The key that signs the links of e-mails (confirmation, unsubscribe), made once and shared by
-- every instance of the database.
CREATE TABLE claves_servidor (
  clave TEXT PRIMARY KEY,
  valor TEXT NOT NULL
);
