-- Preview links (issue 37): one row per link an admin shares to show an item before it is public.
-- The link is `/vista_previa/<token>`; the row keeps only the SHA-256 of the token's random part
-- (`resumen`, never the token), the item (`entidad`: proyecto, evento or pagina, and its pk), who
-- made it, and `expira` / `revocada`, milliseconds since the epoch (server/funciones/vistasPrevias.ts).
CREATE TABLE vistas_previas (
  pk_vista_previa INTEGER PRIMARY KEY,
  resumen         TEXT NOT NULL UNIQUE,
  entidad         TEXT NOT NULL,
  pk_item         INTEGER NOT NULL,
  fk_usuario      INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  creada          INTEGER NOT NULL,
  expira          INTEGER NOT NULL,
  revocada        INTEGER
);
CREATE INDEX vistas_previas_item ON vistas_previas (entidad, pk_item, expira);
