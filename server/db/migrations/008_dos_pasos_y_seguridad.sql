-- A second factor for staff, and the security events of the audit trail.
-- exento_2fa: 1 for the demo accounts SEED_DEMO creates (their printed logins keep working with the
-- password alone); every other account of a role that requires it must enrol.
ALTER TABLE usuarios ADD COLUMN exento_2fa INTEGER NOT NULL DEFAULT 0;

-- One row per account with a TOTP secret: activo 0 while enrolment is pending (the secret shown,
-- no code confirmed yet), 1 once confirmed. ultimo_paso: the last accepted time step (RFC 6238
-- counter), so a code is accepted once. Not versioned (no public page depends on it).
CREATE TABLE dos_pasos (
  fk_usuario  INTEGER NOT NULL PRIMARY KEY REFERENCES usuarios (pk_usuario),
  secreto     TEXT NOT NULL,
  activo      INTEGER NOT NULL DEFAULT 0 CHECK (activo IN (0, 1)),
  ultimo_paso INTEGER NOT NULL DEFAULT 0,
  desde       TEXT
);

-- Single-use recovery codes, stored as SHA-256 of a random 50-bit code; usado: when it was used.
CREATE TABLE codigos_recuperacion (
  pk_codigo  INTEGER PRIMARY KEY,
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  hash       TEXT NOT NULL,
  usado      TEXT
);
CREATE INDEX codigos_recuperacion_usuario ON codigos_recuperacion (fk_usuario);

-- A login whose password was right and which still needs its second step (or an enrolment):
-- a random token (stored hashed) that opens no session, valid a few minutes, used once.
CREATE TABLE pasos_pendientes (
  token_hash TEXT NOT NULL PRIMARY KEY,
  fk_usuario INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  expira     INTEGER NOT NULL
);

-- Settings the super admin changes from the panel ('dos_pasos_admins': '1' or '0', 'dos_pasos_desde',
-- 'dos_pasos_gracia': days).
CREATE TABLE ajustes (
  clave TEXT NOT NULL PRIMARY KEY,
  valor TEXT NOT NULL
);

-- Security events: logins, failed logins, logouts, second-factor events and refused calls. Written
-- outside the refused call's transaction (a refusal rolls nothing of it back); purged by age like
-- the trail. usuario: the account or the login name that was tried.
CREATE TABLE seguridad (
  pk_seguridad INTEGER PRIMARY KEY,
  fecha        TEXT NOT NULL,
  fk_usuario   INTEGER,
  usuario      TEXT NOT NULL,
  evento       TEXT NOT NULL,
  funcion      TEXT NOT NULL,
  direccion    TEXT NOT NULL,
  detalle      TEXT NOT NULL
);
CREATE INDEX seguridad_fecha ON seguridad (fecha);
CREATE INDEX seguridad_evento ON seguridad (evento, fecha);
