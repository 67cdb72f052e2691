-- Staff-edited pages (issue 32): one row per page key, its title, its body in a safe Markdown subset
-- (rendered and sanitized on the server, server/funciones/markdown.ts) and its structured data
-- (JSON, per key: contrato/paginas.ts). The four pages are the site's own content, seeded here like
-- the forum's topics (every database, demo or not) from what the code held before; staff edit them
-- in /panel_admin/paginas. The pks are fixed (server/funciones/paginas.ts maps each key to its pk).
-- `editado` is the last edit (the wire's `actualizado`; hidden from the audit trail's "cambios").
CREATE TABLE paginas (
  pk_pagina INTEGER PRIMARY KEY,
  clave     TEXT NOT NULL UNIQUE,
  titulo    TEXT NOT NULL,
  cuerpo    TEXT NOT NULL,
  datos     TEXT NOT NULL DEFAULT '{}',
  editado   TEXT NOT NULL DEFAULT (datetime('now'))
);

INSERT INTO paginas (pk_pagina, clave, titulo, cuerpo, datos) VALUES
(1, 'inicio', 'Ingeniería en Desarrollo y Gestión de Software',
'Aprende a diseñar, programar, probar y desplegar software para web, móvil y la nube. En dos años obtienes el título de Técnico Superior Universitario en Desarrollo de Software Multiplataforma y, en un año y ocho meses más, la Ingeniería, con dos periodos de estadía en empresas del sector.',
'{"subtitulo":"Universidad Tecnológica · Programa educativo","textoBanner":"Asegura tu lugar en el próximo ciclo escolar."}'),
(2, 'admisiones', 'Admisiones',
'Ingresa al programa de **Ingeniería en Desarrollo y Gestión de Software**: dos años de Técnico Superior Universitario (T.S.U.) y un año ocho meses de Ingeniería, con dos periodos de estadía en empresas. Aquí están los requisitos de admisión, los costos, las becas y los documentos para tu inscripción.

## Requisitos de admisión

- Haber terminado el bachillerato, o cursar su último semestre (con constancia de estudios).
- Registrar tu preinscripción en línea dentro de las fechas de la convocatoria.
- Presentar el examen de admisión y asistir al curso de inducción.
- Si ya tienes un T.S.U. de otra universidad, puedes entrar directamente a la Ingeniería mediante equivalencia de estudios: la coordinación revisa tu historial.

## Costos

- **Colegiatura base (inscripción o reinscripción de cada cuatrimestre):** $1,800.
- **Ficha del examen de admisión:** su costo se publica en la convocatoria de cada ciclo.

Los costos se pagan en la caja de la universidad o por transferencia con la referencia que te entrega servicios escolares. Conserva tu comprobante de pago: es uno de los documentos de la inscripción.

## Becas

- **Beca académica:** descuento en la colegiatura para promedios de 9.0 o más.
- **Beca socioeconómica:** de acuerdo con el estudio socioeconómico de servicios escolares.
- **Becas federales y estatales** para educación superior: la universidad publica sus convocatorias y te orienta en el registro.

## Documentos para la inscripción

1. Certificado de bachillerato (o constancia de estudios si aún lo cursas).
2. Acta de nacimiento.
3. CURP.
4. Comprobante del pago de inscripción.

Trae los originales y una copia de cada uno. ¿Tienes dudas sobre la admisión? Pregunta en el [foro de admisión e inscripciones](/foro/2) o escríbenos.',
'{"fechas":[{"fecha":"2027-01-11","texto":"Abre la preinscripción en línea","tipo":"apertura"},{"fecha":"2027-05-28","texto":"Cierre de la preinscripción","tipo":"cierre"},{"fecha":"2027-06-12","texto":"Examen de admisión"},{"fecha":"2027-07-12","texto":"Inscripciones de nuevo ingreso"},{"fecha":"2027-09-06","texto":"Inicio de clases","tipo":"inicio"}]}'),
(3, 'acerca_de', 'Acerca de',
'Este sitio fue desarrollado por estudiantes del programa de Ingeniería en Desarrollo y Gestión de Software como proyecto integrador, con la asesoría de un profesor del programa.',
'{"personas":[{"nombre":"Andrea Valeria Torres Medina","papel":"Desarrolladora front-end","descripcion":"Diseñó la interfaz, la navegación por roles y la accesibilidad del sitio.","foto":""},{"nombre":"Jesús Alberto Ramírez Cano","papel":"Desarrollador back-end","descripcion":"Construyó la API, la base de datos y el manejo seguro de sesiones e imágenes.","foto":""},{"nombre":"Daniela Sofía Herrera Luna","papel":"Desarrolladora full-stack y pruebas","descripcion":"Integró los paneles de administración y escribió las pruebas automatizadas.","foto":""},{"nombre":"M. en C. Roberto Carlos Salinas Ibarra","papel":"Profesor asesor","descripcion":"Acompañó el proyecto con revisiones de arquitectura, calidad y buenas prácticas de ingeniería de software.","foto":""}]}'),
(4, 'contacto', 'Contacto',
'Coordinación del programa de Ingeniería en Desarrollo y Gestión de Software. Te atendemos de lunes a viernes, de 9:00 a 17:00.',
'{"correo":"idgs@ut-ejemplo.edu.mx","telefono":"+52 449 910 5000","whatsapp":"524499105000","direccion":"Edificio de Docencia 3, Av. Universidad 1001, C.P. 20200, Aguascalientes, Ags.","mapa":"https://www.openstreetmap.org/search?query=Universidad%20Tecnol%C3%B3gica%20de%20Aguascalientes"}');

-- The search index of a site upgraded to this version has no pages yet: it is dropped here, once,
-- and asegurarIndice (server/busqueda/indice.ts) rebuilds it from the content at start, pages included.
DROP TABLE IF EXISTS busqueda_fts;
DROP TABLE IF EXISTS busqueda_variantes;
DROP TABLE IF EXISTS busqueda;
