-- The curriculum (docs/SPEC.md §2, §3) moves from public/contenido/plan.json into the database, so
-- admins edit it (editarPlan) and the site reads it (mostrarPlan, the PDF, the search index) from
-- one place on every instance. One row holds the whole plan as one JSON document (NivelAcademico[],
-- contract/plan.ts) with a version: the plan is only ever read whole and written whole, and the
-- version keys the PDF and refuses an edit started from an older one.
CREATE TABLE plan_estudios (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  INTEGER NOT NULL,
  plan     TEXT NOT NULL,
  editado  TEXT NOT NULL
);

-- Every site starts with the curriculum of docs/SPEC.md (the former plan.json), demo content or not.
INSERT INTO plan_estudios (id, version, plan, editado) VALUES (1, 1, '[
  {"nivel_academico": "Técnico Superior Universitario en Desarrollo de Software Multiplataforma", "cuatrimestres": [
    {"numero": 1, "materias": [
      {"nombre":"Fundamentos de Programación","puntos":["Algoritmos y diagramas de flujo","Variables, tipos de datos y operadores","Estructuras de control y funciones"],"imgs":["/img/plan/codigo.svg"]},
      {"nombre":"Fundamentos de Redes","puntos":["Modelo OSI y TCP/IP","Direccionamiento IPv4 e IPv6","Cableado estructurado"],"imgs":["/img/plan/redes.svg"]},
      {"nombre":"Fundamentos Matemáticos","puntos":["Lógica proposicional","Conjuntos y relaciones","Sistemas numéricos"],"imgs":["/img/plan/matematicas.svg"]},
      {"nombre":"Comunicación y Habilidades Digitales","puntos":["Redacción de documentos técnicos","Presentaciones efectivas","Herramientas de colaboración en línea"],"imgs":["/img/plan/equipo.svg"]},
      {"nombre":"Inglés I","puntos":["Presentaciones personales","Rutinas y descripciones","Vocabulario de tecnología"],"imgs":["/img/plan/idiomas.svg"]}
    ]},
    {"numero": 2, "materias": [
      {"nombre":"Programación Estructurada","puntos":["Arreglos y cadenas","Modularidad y recursividad","Manejo de archivos"],"imgs":["/img/plan/codigo.svg"]},
      {"nombre":"Sistemas Operativos","puntos":["Procesos e hilos","Administración de memoria","Línea de comandos en Linux"],"imgs":["/img/plan/servidor.svg"]},
      {"nombre":"Conmutación y Enrutamiento de Redes","puntos":["VLAN y conmutación","Enrutamiento estático y dinámico","Seguridad básica de red"],"imgs":["/img/plan/redes.svg"]},
      {"nombre":"Probabilidad y Estadística","puntos":["Estadística descriptiva","Distribuciones de probabilidad","Análisis de datos con hojas de cálculo"],"imgs":["/img/plan/matematicas.svg"]},
      {"nombre":"Inglés II","puntos":["Pasado simple y continuo","Descripción de procesos","Correos formales"],"imgs":["/img/plan/idiomas.svg"]}
    ]},
    {"numero": 3, "materias": [
      {"nombre":"Programación Orientada a Objetos","puntos":["Clases, objetos y encapsulamiento","Herencia y polimorfismo","Interfaces y excepciones"],"imgs":["/img/plan/codigo.svg"]},
      {"nombre":"Bases de Datos","puntos":["Modelo entidad-relación","Normalización","Consultas SQL"],"imgs":["/img/plan/datos.svg"]},
      {"nombre":"Tópicos de Calidad para el Diseño de Software","puntos":["Modelos de calidad ISO 25010","Pruebas unitarias","Revisión de código"],"imgs":["/img/plan/calidad.svg"]},
      {"nombre":"Proyecto Integrador I","puntos":["Levantamiento de requerimientos","Planeación con metodologías ágiles","Prototipo funcional"],"imgs":["/img/plan/equipo.svg"]},
      {"nombre":"Inglés III","puntos":["Futuro y condicionales","Lectura de documentación técnica","Entrevistas de trabajo"],"imgs":["/img/plan/idiomas.svg"]}
    ]},
    {"numero": 4, "materias": [
      {"nombre":"Aplicaciones Web","puntos":["HTML semántico y CSS","JavaScript y el DOM","Accesibilidad web"],"imgs":["/img/plan/web.svg"]},
      {"nombre":"Estructura de Datos","puntos":["Listas, pilas y colas","Árboles y grafos","Ordenamiento y búsqueda"],"imgs":["/img/plan/datos.svg"]},
      {"nombre":"Desarrollo de Aplicaciones Móviles","puntos":["Interfaces para dispositivos móviles","Ciclo de vida de una app","Consumo de servicios"],"imgs":["/img/plan/movil.svg"]},
      {"nombre":"Análisis y Diseño de Software","puntos":["Casos de uso y UML","Patrones de diseño","Documentación de requerimientos"],"imgs":["/img/plan/calidad.svg"]},
      {"nombre":"Inglés IV","puntos":["Voz pasiva","Presentaciones técnicas","Redacción de reportes"],"imgs":["/img/plan/idiomas.svg"]}
    ]},
    {"numero": 5, "materias": [
      {"nombre":"Aplicaciones Web Orientadas a Servicios","puntos":["APIs REST","Autenticación y sesiones","Despliegue de servicios"],"imgs":["/img/plan/web.svg"]},
      {"nombre":"Bases de Datos para Cómputo en la Nube","puntos":["Bases de datos NoSQL","Servicios administrados en la nube","Respaldo y replicación"],"imgs":["/img/plan/nube.svg"]},
      {"nombre":"Diseño de Apps","puntos":["Experiencia de usuario","Prototipos de alta fidelidad","Pruebas de usabilidad"],"imgs":["/img/plan/movil.svg"]},
      {"nombre":"Proyecto Integrador II","puntos":["Desarrollo con un cliente real","Integración continua","Presentación de resultados"],"imgs":["/img/plan/equipo.svg"]},
      {"nombre":"Inglés V","puntos":["Negociación y acuerdos","Comunicación en equipos internacionales","Preparación de certificación"],"imgs":["/img/plan/idiomas.svg"]}
    ]}
  ]},
  {"nivel_academico": "Ingeniería en Desarrollo y Gestión de Software", "cuatrimestres": [
    {"numero": 7, "materias": [
      {"nombre":"Arquitecturas de Software","puntos":["Estilos arquitectónicos: capas, microservicios y eventos","Atributos de calidad y tácticas","Documentación y evaluación de arquitecturas"],"imgs":["/img/plan/arquitectura.svg","/img/plan/nube.svg"]}
    ]}
  ]}
]', (datetime('now')));

-- The search index gains each item's words as written (busqueda.formas: ranking by every word
-- typed, server/busqueda/consulta.ts) and reads the subjects from this table: an index built
-- before is dropped here, once, and rebuilt from the content when the site opens the database
-- (asegurarIndice), as migration 011 did.
DROP TABLE IF EXISTS busqueda_fts;
DROP TABLE IF EXISTS busqueda_variantes;
DROP TABLE IF EXISTS busqueda;
