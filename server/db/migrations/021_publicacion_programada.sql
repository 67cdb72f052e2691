-- Scheduled publishing (issue 37, docs/decisiones/0054-publicacion-programada.md). publicar_en /
-- retirar_en: UTC 'YYYY-MM-DDTHH:MM:SSZ' (typed in ZONA_HORARIA, like the events' dates), NULL:
-- published at once / never retired. publicado: 1 while the public sees the item; set by each
-- write for the time it is saved at, then flipped by the periodic job with a conditional UPDATE
-- (the instance whose UPDATE changed the row writes the audit entry: exactly one across instances).
ALTER TABLE eventos ADD COLUMN publicar_en TEXT;
ALTER TABLE eventos ADD COLUMN retirar_en TEXT;
ALTER TABLE eventos ADD COLUMN publicado INTEGER NOT NULL DEFAULT 1 CHECK (publicado IN (0, 1));
ALTER TABLE proyectos ADD COLUMN publicar_en TEXT;
ALTER TABLE proyectos ADD COLUMN retirar_en TEXT;
ALTER TABLE proyectos ADD COLUMN publicado INTEGER NOT NULL DEFAULT 1 CHECK (publicado IN (0, 1));
CREATE INDEX eventos_programados ON eventos (publicado, publicar_en, retirar_en);
CREATE INDEX proyectos_programados ON proyectos (publicado, publicar_en, retirar_en);

-- A page is built in and always there: its publicar_en schedules an edit, kept in `pendiente`
-- (JSON {titulo, cuerpo, datos}) until the job copies it into the page at that time.
ALTER TABLE paginas ADD COLUMN publicar_en TEXT;
ALTER TABLE paginas ADD COLUMN pendiente TEXT;
