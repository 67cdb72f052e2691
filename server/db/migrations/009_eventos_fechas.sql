-- Events get dates and a place (all optional: an event without them keeps working). inicio/fin: UTC
-- 'YYYY-MM-DDTHH:MM:SSZ', or 'YYYY-MM-DD' when todo_el_dia (a calendar date, no zone). secuencia
-- rises with each edit (iCalendar SEQUENCE, so subscribed calendars take the change); editado: the
-- last edit (NULL until one: creado then).
ALTER TABLE eventos ADD COLUMN inicio TEXT;
ALTER TABLE eventos ADD COLUMN fin TEXT;
ALTER TABLE eventos ADD COLUMN todo_el_dia INTEGER NOT NULL DEFAULT 0 CHECK (todo_el_dia IN (0, 1));
ALTER TABLE eventos ADD COLUMN lugar TEXT NOT NULL DEFAULT '';
ALTER TABLE eventos ADD COLUMN enlace_en_linea TEXT NOT NULL DEFAULT '';
ALTER TABLE eventos ADD COLUMN cancelado INTEGER NOT NULL DEFAULT 0 CHECK (cancelado IN (0, 1));
ALTER TABLE eventos ADD COLUMN secuencia INTEGER NOT NULL DEFAULT 0;
ALTER TABLE eventos ADD COLUMN editado TEXT;

-- A project's last edit too: the sitemap's lastmod of its page (NULL until edited: creado then).
ALTER TABLE proyectos ADD COLUMN editado TEXT;
