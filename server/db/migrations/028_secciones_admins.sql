-- Issue 48, item 5 (decision 0062): the sections an admin edits (a JSON array of section names;
-- '[]' = every section, the behaviour before) and whether they publish without review (1 = as before).
ALTER TABLE usuarios ADD COLUMN secciones TEXT NOT NULL DEFAULT '[]';
ALTER TABLE usuarios ADD COLUMN puede_publicar INTEGER NOT NULL DEFAULT 1;
