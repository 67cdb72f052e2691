// Demo curriculum: the programme's whole structure, terms 1 to 11 without a gap (decision 0064).
// A site without demo content keeps docs/SPEC.md's curriculum (migration 013: T.S.U. in terms 1–5,
// Ingeniería's seventh term with one subject), which the editor flags ("falta el cuatrimestre 6").
// Here the T.S.U. keeps SPEC's five terms and gains its sixth (the internship, as at every
// Universidad Tecnológica); Ingeniería keeps "Arquitecturas de Software" first in the seventh and
// gains its other subjects and terms 8–11 (the eleventh, its internship). Every subject has its hours
// and credits (SATCA: one credit per 15 hours), so the page and the PDF show them.
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import type { Cuatrimestre, Materia, NivelAcademico } from '@/shared/api/contrato/plan';
import { repoPlan } from './repositorio';

/** Hours of a subject by its kind (the credits follow). */
function horasDe(nombre: string): number {
  if (nombre.startsWith('Estadía')) return 600;
  if (nombre.startsWith('Inglés')) return 75;
  if (nombre.startsWith('Proyecto Integrador')) return 105;
  return 90;
}

const conCarga = (m: Materia): Materia => {
  const horas = m.horas ?? horasDe(m.nombre);
  return { ...m, horas, creditos: m.creditos ?? Math.round((horas / 15) * 100) / 100 };
};

type Nueva = [nombre: string, puntos: string[], imagen: string];
const materia = ([nombre, puntos, imagen]: Nueva): Materia => conCarga({ nombre, puntos, imgs: [`/img/plan/${imagen}.svg`] });
const cuatrimestre = (numero: number, materias: Nueva[]): Cuatrimestre => ({ numero, materias: materias.map(materia) });

const ESTADIA_TSU: Nueva[] = [
  [
    'Estadía Profesional T.S.U.',
    ['Proyecto de desarrollo de software en una empresa u organización', 'Asesoría académica y empresarial', 'Memoria de estadía'],
    'equipo',
  ],
];

const SEPTIMO: Nueva[] = [
  ['Matemáticas para Ingeniería I', ['Cálculo diferencial', 'Álgebra lineal', 'Modelado matemático de problemas'], 'matematicas'],
  ['Metodologías para el Desarrollo de Software', ['Procesos ágiles y tradicionales', 'Estimación y planeación', 'Métricas del proceso'], 'calidad'],
  ['Administración de Servidores', ['Servicios en Linux', 'Contenedores', 'Monitoreo y bitácoras'], 'servidor'],
  ['Inglés VI', ['Presentaciones técnicas', 'Redacción de propuestas', 'Entrevistas de trabajo'], 'idiomas'],
];

const INGENIERIA: [number, Nueva[]][] = [
  [
    8,
    [
      ['Matemáticas para Ingeniería II', ['Cálculo integral', 'Ecuaciones diferenciales', 'Métodos numéricos'], 'matematicas'],
      ['Desarrollo Móvil Multiplataforma', ['Frameworks multiplataforma', 'Publicación en tiendas', 'Rendimiento en dispositivos'], 'movil'],
      ['Gestión del Proceso de Desarrollo', ['Modelos de madurez', 'Gestión de la configuración', 'Mejora continua'], 'calidad'],
      [
        'Proyecto Integrador III',
        ['Arquitectura de una solución completa', 'Trabajo en equipo multidisciplinario', 'Defensa ante un jurado'],
        'equipo',
      ],
      ['Inglés VII', ['Lectura de documentación técnica', 'Reuniones en inglés', 'Vocabulario de negocios'], 'idiomas'],
    ],
  ],
  [
    9,
    [
      ['Seguridad Informática', ['Análisis de riesgos', 'Desarrollo seguro', 'Criptografía aplicada'], 'redes'],
      ['Inteligencia de Negocios', ['Almacenes de datos', 'Tableros e indicadores', 'Minería de datos'], 'datos'],
      ['Desarrollo Web Integral', ['Aplicaciones de una sola página', 'Servicios en la nube', 'Despliegue continuo'], 'web'],
      [
        'Ética y Legislación en Tecnologías de la Información',
        ['Protección de datos personales', 'Propiedad intelectual', 'Ética profesional'],
        'equipo',
      ],
      ['Inglés VIII', ['Negociación con clientes', 'Redacción de informes', 'Comprensión auditiva avanzada'], 'idiomas'],
    ],
  ],
  [
    10,
    [
      ['Gestión de Proyectos de Software', ['Alcance, tiempo y costo', 'Gestión de riesgos', 'Liderazgo de equipos'], 'calidad'],
      ['Cómputo en la Nube', ['Arquitecturas sin servidor', 'Escalamiento y costos', 'Infraestructura como código'], 'nube'],
      ['Ciencia de Datos', ['Preparación de datos', 'Aprendizaje automático', 'Visualización'], 'datos'],
      ['Proyecto Integrador IV', ['Producto con un cliente real', 'Calidad y pruebas automatizadas', 'Presentación de resultados'], 'equipo'],
      ['Inglés IX', ['Certificación internacional', 'Presentaciones ejecutivas', 'Debate técnico'], 'idiomas'],
    ],
  ],
  [
    11,
    [
      [
        'Estadía Profesional Ingeniería',
        ['Proyecto de ingeniería en una empresa u organización', 'Gestión de un proyecto real', 'Memoria de estadía'],
        'equipo',
      ],
    ],
  ],
];

/** SPEC's plan completed: every term from 1 to 11, hours and credits on every subject. */
export function planCompleto(base: NivelAcademico[]): NivelAcademico[] {
  const [tsu, ingenieria] = base;
  if (!tsu || !ingenieria) return base;
  const septimo = ingenieria.cuatrimestres.find((c) => c.numero === 7);
  return [
    {
      ...tsu,
      cuatrimestres: [
        ...tsu.cuatrimestres.filter((c) => c.numero <= 5).map((c) => ({ ...c, materias: c.materias.map(conCarga) })),
        cuatrimestre(6, ESTADIA_TSU),
      ],
    },
    {
      ...ingenieria,
      cuatrimestres: [
        { numero: 7, materias: [...(septimo?.materias ?? []).map(conCarga), ...SEPTIMO.map(materia)] },
        ...INGENIERIA.map(([n, m]) => cuatrimestre(n, m)),
      ],
    },
  ];
}

export const semilla: Semilla = {
  async sembrar(db: Db) {
    const { version, plan } = await repoPlan(db).leer();
    // only SPEC's plan as the migration left it (never an edited one)
    if (version === 1) await repoPlan(db).guardar(planCompleto(plan), version);
  },
};
