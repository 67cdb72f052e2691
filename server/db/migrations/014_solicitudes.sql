-- Enquiries from the public form "Solicita información" (/admisiones): a visitor's name, e-mail,
-- optional phone and message, read only by admins (traerSolicitudesInformes) and never by any
-- public read, the search index, the sitemap or a feed. `estado` is pendiente → atendida; who
-- attended it and when are kept beside it. No cache version trigger (migrar.ts SIN_VERSION): an
-- enquiry changes nothing the public sees.
CREATE TABLE solicitudes_informes (
  pk_solicitud  INTEGER PRIMARY KEY,
  nombre        TEXT NOT NULL,
  correo        TEXT NOT NULL,
  telefono      TEXT NOT NULL DEFAULT '',
  mensaje       TEXT NOT NULL,
  estado        TEXT NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'atendida')),
  creada        TEXT NOT NULL DEFAULT (datetime('now')),
  atendida_por  INTEGER REFERENCES usuarios (pk_usuario),
  atendida_en   TEXT,
  CHECK ((estado = 'pendiente') = (atendida_en IS NULL))
);
CREATE INDEX solicitudes_informes_estado ON solicitudes_informes (estado, creada);
