-- Issue 45 (SQLite only: migrar.ts skips a `.sqlite.sql` migration on PostgreSQL, whose identity
-- column never hands out a number twice). Graduates are deleted for real, and SQLite's plain
-- INTEGER PRIMARY KEY gives the largest deleted pk to the next row: the new graduate inherited the
-- deleted one's history. AUTOINCREMENT never reuses one. The table is rebuilt with the same
-- columns, checks, foreign key and indexes, its rows and pks kept; nothing references it. The
-- sequence starts past any pk the audit trail or a revision ever named.
CREATE TABLE casos_exito_nueva (
  pk_caso_exito     INTEGER PRIMARY KEY AUTOINCREMENT,
  nombre_estudiante TEXT NOT NULL,
  nombre_norm       TEXT NOT NULL,
  fk_generacion     INTEGER NOT NULL REFERENCES generaciones (pk_generacion),
  puesto            TEXT NOT NULL,
  comentario        TEXT NOT NULL,
  foto_estudiante   TEXT NOT NULL,
  creado            TEXT NOT NULL DEFAULT (datetime('now')),
  foto_estudiante_alt TEXT,
  foto_estudiante_decorativa INTEGER NOT NULL DEFAULT 0 CHECK (foto_estudiante_decorativa IN (0, 1))
);
INSERT INTO casos_exito_nueva (pk_caso_exito, nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante, creado, foto_estudiante_alt, foto_estudiante_decorativa)
  SELECT pk_caso_exito, nombre_estudiante, nombre_norm, fk_generacion, puesto, comentario, foto_estudiante, creado, foto_estudiante_alt, foto_estudiante_decorativa FROM casos_exito;
DROP TABLE casos_exito;
ALTER TABLE casos_exito_nueva RENAME TO casos_exito;
CREATE INDEX casos_exito_generacion ON casos_exito (fk_generacion);
CREATE INDEX casos_exito_foto ON casos_exito (foto_estudiante);
DELETE FROM sqlite_sequence WHERE name = 'casos_exito';
INSERT INTO sqlite_sequence (name, seq) SELECT 'casos_exito', MAX(n) FROM (
  SELECT COALESCE(MAX(pk_caso_exito), 0) AS n FROM casos_exito
  UNION ALL SELECT COALESCE(MAX(pk_entidad), 0) FROM bitacora WHERE entidad = 'egresado'
  UNION ALL SELECT COALESCE(MAX(pk), 0) FROM revisiones WHERE entidad = 'egresado'
);
