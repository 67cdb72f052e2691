-- The media library (issue 43, docs/decisiones/0056-biblioteca-de-medios.md): one row per stored
-- image file. `ruta` is the stored path the entities' image columns hold; `nombre` the file's name
-- as uploaded (an image from a form: its stored name), `nombre_norm` and `alt_norm` its searchable
-- lower-case forms; `origen` 'biblioteca' (uploaded to the library: stays until borrarMedio) or
-- 'formulario' (uploaded through an item's form, or on the site before the library: its file goes
-- when nothing uses it any more, as before). `predeterminada_eventos` 1 on at most one row: the
-- image of events without one. The rows of the images already stored are written at start
-- (server/entidades/medios/registro.ts: sincronizarMedios, from the entities' image columns).
CREATE TABLE medios (
  pk_medio              INTEGER PRIMARY KEY,
  ruta                  TEXT NOT NULL UNIQUE,
  nombre                TEXT NOT NULL,
  nombre_norm           TEXT NOT NULL,
  alt                   TEXT,
  alt_norm              TEXT NOT NULL DEFAULT '',
  decorativa            INTEGER NOT NULL DEFAULT 0 CHECK (decorativa IN (0, 1)),
  bytes                 INTEGER NOT NULL DEFAULT 0,
  ancho                 INTEGER,
  alto                  INTEGER,
  origen                TEXT NOT NULL DEFAULT 'formulario',
  fk_usuario            INTEGER REFERENCES usuarios (pk_usuario),
  subido                TEXT NOT NULL,
  predeterminada_eventos INTEGER NOT NULL DEFAULT 0 CHECK (predeterminada_eventos IN (0, 1))
);
CREATE INDEX medios_subido ON medios (subido, pk_medio);
CREATE UNIQUE INDEX medios_predeterminada ON medios (predeterminada_eventos) WHERE predeterminada_eventos = 1;
-- Where an image is used (the library's "usos" and the orphan rule look a path up in every image column).
CREATE INDEX proyecto_imagenes_ruta ON proyecto_imagenes (img_proyecto);
CREATE INDEX evento_imagenes_ruta ON evento_imagenes (img_evento);
CREATE INDEX proyectos_foto_miembros ON proyectos (foto_miembros);
CREATE INDEX empresas_estadias_imagen ON empresas_estadias (imagen_empresa);
CREATE INDEX casos_exito_foto ON casos_exito (foto_estudiante);
