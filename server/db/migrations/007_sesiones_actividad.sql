-- Sessions end after a while without use (SESION_INACTIVA_MINUTOS) and are listed to their owner:
-- last activity (ms since the epoch, written at most once a minute), address and browser at login.
ALTER TABLE sesiones ADD COLUMN actividad INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sesiones ADD COLUMN direccion TEXT NOT NULL DEFAULT '';
ALTER TABLE sesiones ADD COLUMN navegador TEXT NOT NULL DEFAULT '';
