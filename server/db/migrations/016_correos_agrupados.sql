-- Issue 33: at most one e-mail of notices per account every few minutes (15 answers in a row mailed
-- every admin 15 times). `agrupado` = 1: an inbox row whose e-mail waits to be gathered with the
-- others of its account into one message (avisos/agrupados.ts); `envios_aviso`: when the last
-- notice e-mail of each account was written (ms since the epoch).
ALTER TABLE avisos ADD COLUMN agrupado INTEGER NOT NULL DEFAULT 0 CHECK (agrupado IN (0, 1));
CREATE INDEX avisos_agrupado ON avisos (agrupado, fk_usuario);

CREATE TABLE envios_aviso (
  fk_usuario INTEGER NOT NULL PRIMARY KEY REFERENCES usuarios (pk_usuario),
  ultimo     INTEGER NOT NULL
);
