// Demo forum content: questions and answers in each state (the four topics come from the migration).
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import { repoForo, type EstadoPregunta, type EstadoRespuesta } from './repositorio';
import { repoUsuarios } from '../usuarios/repositorio';

// The three long answers, named for the table below.
const REQUISITOS =
  'Certificado de bachillerato (o constancia de estudios), acta de nacimiento, CURP y el comprobante del pago de inscripción. Las fechas, los costos y las becas están en la página de Admisiones: /admisiones.';
const EQUIVALENCIA =
  'Sí, mediante equivalencia de estudios. La coordinación revisa tu historial para decidir si debes cursar alguna materia de nivelación.';
const BASES_DE_DATOS =
  'Desde segundo cuatrimestre, y en cuarto se profundiza con bases de datos para aplicaciones. Yo la llevé el año pasado y es de las más útiles.';

/** The demo questions, in the order they are written: topic (one of the migration's four), text, state, age. */
const PREGUNTAS: [topico: number, texto: string, estado: EstadoPregunta, hace: string][] = [
  [2, '¿Cuáles son los requisitos para inscribirme al programa?', 'validada', '-20 days'],
  [2, '¿Puedo entrar directamente a la ingeniería si ya tengo un T.S.U. de otra universidad?', 'validada', '-12 days'],
  [3, '¿En qué cuatrimestre se ven las bases de datos?', 'validada', '-9 days'],
  [3, '¿Las clases son presenciales o en línea?', 'validada', '-4 days'],
  [4, '¿Las estadías son pagadas?', 'validada', '-3 days'],
  [4, '¿Hay becas para alumnos de nuevo ingreso?', 'pendiente', '-1 days'],
  [2, 'Quiero saber si aceptan pagos con tarjeta para la inscripción.', 'pendiente', '-5 hours'],
  [3, 'hola q tal', 'descartada', '-6 days'],
];

/** Their answers, each written right after its question: the question's place above, text, state, author, age. */
const RESPUESTAS: [pregunta: number, texto: string, estado: EstadoRespuesta, autor: 'admin' | 'alumno', hace: string][] = [
  [0, REQUISITOS, 'publicada', 'admin', '-19 days'],
  [1, EQUIVALENCIA, 'publicada', 'admin', '-11 days'],
  [2, BASES_DE_DATOS, 'publicada', 'alumno', '-8 days'],
  [4, 'Depende de la empresa: muchas ofrecen un apoyo económico mensual.', 'pendiente', 'alumno', '-2 days'],
];

/** Demo questions and answers in each state (the four topics come from the migration). */
export async function sembrarForo(db: Db): Promise<void> {
  const usuarios = repoUsuarios(db);
  const admin = await usuarios.pkDe('admin');
  const alumno = await usuarios.pkDe('20231001');
  if (!admin || !alumno) return;
  const autores = { admin, alumno };
  await db.transaccion(async (tx) => {
    const repo = repoForo(tx);
    const moderador = (estado: string) => (estado === 'pendiente' ? null : admin);
    for (const [n, [topico, texto, estado, hace]] of PREGUNTAS.entries()) {
      const pk = await repo.preguntaDemo(topico, texto, estado, hace, moderador(estado));
      for (const [, respuesta, estadoR, autor, haceR] of RESPUESTAS.filter(([p]) => p === n))
        await repo.respuestaDemo(pk, respuesta, estadoR, autores[autor], haceR, moderador(estadoR));
    }
  });
}

export const semilla: Semilla = { sembrar: sembrarForo };
