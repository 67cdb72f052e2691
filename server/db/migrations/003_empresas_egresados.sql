-- Internship companies and their student experiences; generations and graduates (casos de éxito).
-- Companies and experiences are deactivated (activo = 0), never deleted. Graduates are deleted
-- for real by eliminarEgresado: a testimonial is personal data the person may ask to withdraw,
-- and nothing references it (see server/funciones/egresados.ts).
CREATE TABLE empresas_estadias (
  pk_empresa_estadia INTEGER PRIMARY KEY,
  nombre_empresa     TEXT NOT NULL,
  nombre_norm        TEXT NOT NULL,
  imagen_empresa     TEXT NOT NULL,
  activo             INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  creado             TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX empresas_estadias_activo ON empresas_estadias (activo, nombre_norm);

CREATE TABLE experiencias_estadias (
  pk_experiencia_estadia INTEGER PRIMARY KEY,
  fk_empresa_estadia     INTEGER NOT NULL REFERENCES empresas_estadias (pk_empresa_estadia),
  nombre_estudiante      TEXT NOT NULL,
  nombre_norm            TEXT NOT NULL,
  nivel_academico        TEXT NOT NULL CHECK (nivel_academico IN ('t', 'l', 'i')),
  experiencia            TEXT NOT NULL,
  -- who registered it (an admin or the student), for accountability; not shown
  fk_usuario             INTEGER REFERENCES usuarios (pk_usuario),
  activo                 INTEGER NOT NULL DEFAULT 1 CHECK (activo IN (0, 1)),
  creado                 TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX experiencias_estadias_empresa ON experiencias_estadias (fk_empresa_estadia, activo);

-- Reference data: the generations a graduate can belong to (entry year - exit year).
CREATE TABLE generaciones (
  pk_generacion INTEGER PRIMARY KEY,
  generacion    TEXT NOT NULL UNIQUE
);
INSERT INTO generaciones (generacion) VALUES
  ('2012-2015'), ('2013-2016'), ('2014-2017'), ('2015-2018'), ('2016-2019'), ('2017-2020'),
  ('2018-2021'), ('2019-2022'), ('2020-2023'), ('2021-2024'), ('2022-2025'), ('2023-2026');

CREATE TABLE casos_exito (
  pk_caso_exito     INTEGER PRIMARY KEY,
  nombre_estudiante TEXT NOT NULL,
  nombre_norm       TEXT NOT NULL,
  fk_generacion     INTEGER NOT NULL REFERENCES generaciones (pk_generacion),
  puesto            TEXT NOT NULL,
  comentario        TEXT NOT NULL,
  foto_estudiante   TEXT NOT NULL,
  creado            TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX casos_exito_generacion ON casos_exito (fk_generacion);
