-- The audit trail: one row per accepted write, in the write's own transaction. The
-- name is copied (an account renamed later keeps what it was called then); `fecha` is ISO 8601
-- UTC; rows older than BITACORA_DIAS are purged hourly.
CREATE TABLE bitacora (
  pk_bitacora    INTEGER PRIMARY KEY,
  fecha          TEXT NOT NULL,
  fk_usuario     INTEGER,
  nombre_usuario TEXT NOT NULL,
  funcion        TEXT NOT NULL,
  entidad        TEXT NOT NULL,
  pk_entidad     INTEGER,
  resumen        TEXT NOT NULL
);
CREATE INDEX bitacora_fecha ON bitacora (fecha);
CREATE INDEX bitacora_usuario ON bitacora (fk_usuario, fecha);
CREATE INDEX bitacora_entidad ON bitacora (entidad, pk_entidad, fecha);
