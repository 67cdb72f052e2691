-- The forum: four fixed topics (seeded here, not by the demo seed: the forum is public), the
-- questions visitors ask and the answers students and admins write. States are data: a question
-- is pendiente → validada | descartada, an answer pendiente → publicada | descartada; who
-- moderated each one and when is kept beside it.
CREATE TABLE topicos (
  pk_topico_pregunta INTEGER PRIMARY KEY,
  nombre_topico      TEXT NOT NULL UNIQUE,
  descripcion        TEXT NOT NULL DEFAULT '',
  -- 1: the fixed FAQ topic, which shows docs/SPEC.md §9's entries and takes no questions.
  frecuentes         INTEGER NOT NULL DEFAULT 0 CHECK (frecuentes IN (0, 1))
);
INSERT INTO topicos (pk_topico_pregunta, nombre_topico, descripcion, frecuentes) VALUES
  (1, 'Preguntas frecuentes', 'Costos, duración del programa y estadías.', 1),
  (2, 'Admisión e inscripciones', 'Requisitos, fechas y trámites para ingresar al programa.', 0),
  (3, 'Plan de estudios y materias', 'Cuatrimestres, materias, horarios y evaluación.', 0),
  (4, 'Estadías y vida estudiantil', 'Estadías en empresas, servicio social, becas y actividades.', 0);

CREATE TABLE preguntas (
  pk_pregunta   INTEGER PRIMARY KEY,
  fk_topico     INTEGER NOT NULL REFERENCES topicos (pk_topico_pregunta),
  pregunta      TEXT NOT NULL,
  estado        TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'validada', 'descartada')),
  -- who asked, when logged in (visitors ask anonymously)
  fk_usuario    INTEGER REFERENCES usuarios (pk_usuario),
  creada        TEXT NOT NULL DEFAULT (datetime('now')),
  moderada_por  INTEGER REFERENCES usuarios (pk_usuario),
  moderada      TEXT,
  CHECK ((estado = 'pendiente') = (moderada IS NULL))
);
CREATE INDEX preguntas_topico ON preguntas (fk_topico, estado, creada);
CREATE INDEX preguntas_estado ON preguntas (estado, creada);

CREATE TABLE respuestas (
  pk_respuesta  INTEGER PRIMARY KEY,
  fk_pregunta   INTEGER NOT NULL REFERENCES preguntas (pk_pregunta),
  respuesta     TEXT NOT NULL,
  estado        TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'publicada', 'descartada')),
  fk_usuario    INTEGER NOT NULL REFERENCES usuarios (pk_usuario),
  creada        TEXT NOT NULL DEFAULT (datetime('now')),
  -- an admin's own answer is published at once: moderated by its author, when written
  moderada_por  INTEGER REFERENCES usuarios (pk_usuario),
  moderada      TEXT,
  CHECK ((estado = 'pendiente') = (moderada IS NULL))
);
CREATE INDEX respuestas_pregunta ON respuestas (fk_pregunta, estado, creada);
CREATE INDEX respuestas_estado ON respuestas (estado, creada);
