-- Password reset links (issue 38): one row per link e-mailed. The link itself is signed
-- (autenticacion/restablecer.ts); the row makes it single-use across instances: `resumen` is the
-- SHA-256 of the link's random part (never the link), `expira` and `usado` milliseconds since the
-- epoch, `usado` set by one conditional UPDATE (the first instance to open it wins).
CREATE TABLE restablecimientos (
  pk_restablecimiento INTEGER PRIMARY KEY,
  fk_usuario          INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  resumen             TEXT NOT NULL UNIQUE,
  expira              INTEGER NOT NULL,
  usado               INTEGER,
  creado              TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX restablecimientos_usuario ON restablecimientos (fk_usuario, usado);
