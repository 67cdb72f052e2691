-- Authored alternative text for every stored image (issue 37, docs/decisiones/0053-texto-alternativo.md).
-- `alt` is what the admin wrote (NULL: nobody has yet, the public page keeps its generated text and
-- the image is listed in /panel_admin/imagenes_sin_texto_alternativo); `decorativa` 1 means the
-- image says nothing a visitor needs (the public <img> gets alt=""). A single-image column gets
-- the pair as <columna>_alt and <columna>_decorativa beside it. The images inside JSON documents
-- (the about page's photos in paginas.datos, the curriculum's in plan_estudios.plan) carry the
-- same two keys in the document itself.
ALTER TABLE proyecto_imagenes ADD COLUMN alt TEXT;
ALTER TABLE proyecto_imagenes ADD COLUMN decorativa INTEGER NOT NULL DEFAULT 0 CHECK (decorativa IN (0, 1));
ALTER TABLE proyectos ADD COLUMN foto_miembros_alt TEXT;
ALTER TABLE proyectos ADD COLUMN foto_miembros_decorativa INTEGER NOT NULL DEFAULT 0 CHECK (foto_miembros_decorativa IN (0, 1));
ALTER TABLE evento_imagenes ADD COLUMN alt TEXT;
ALTER TABLE evento_imagenes ADD COLUMN decorativa INTEGER NOT NULL DEFAULT 0 CHECK (decorativa IN (0, 1));
ALTER TABLE empresas_estadias ADD COLUMN imagen_empresa_alt TEXT;
ALTER TABLE empresas_estadias ADD COLUMN imagen_empresa_decorativa INTEGER NOT NULL DEFAULT 0 CHECK (imagen_empresa_decorativa IN (0, 1));
ALTER TABLE casos_exito ADD COLUMN foto_estudiante_alt TEXT;
ALTER TABLE casos_exito ADD COLUMN foto_estudiante_decorativa INTEGER NOT NULL DEFAULT 0 CHECK (foto_estudiante_decorativa IN (0, 1));
