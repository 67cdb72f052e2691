-- Failed-login and forum limits (rate-limiter-flexible's SQLite store: its own table layout, one
-- row per key, expire in ms since the epoch), kept in the database so a restart forgets nothing
-- and every instance on the same file shares them. And when an initial password was last set,
-- for CONTRASENA_INICIAL_DIAS (NULL: since the account was created).
CREATE TABLE limites (
  key    TEXT PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire INTEGER
);
CREATE INDEX limites_expire ON limites (expire);

ALTER TABLE usuarios ADD COLUMN inicial_desde TEXT;
