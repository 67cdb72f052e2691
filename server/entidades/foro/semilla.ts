// Demo forum content: questions and answers in each state (the four topics come from the migration).
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import { repoForo, type EstadoPregunta, type EstadoRespuesta } from './repositorio';
import { repoUsuarios } from '../usuarios/repositorio';

/** Demo questions and answers in each state (the four topics come from the migration). */
export async function sembrarForo(db: Db): Promise<void> {
  const usuarios = repoUsuarios(db);
  const admin = await usuarios.pkDe('admin');
  const alumno = await usuarios.pkDe('20231001');
  if (!admin || !alumno) return;
  await db.transaccion(async (tx) => {
    const repo = repoForo(tx);
    const q = (topico: number, texto: string, estado: EstadoPregunta, hace: string) =>
      repo.preguntaDemo(topico, texto, estado, hace, estado === 'pendiente' ? null : admin);
    const a = (p: number, texto: string, estado: EstadoRespuesta, autor: number, hace: string) =>
      repo.respuestaDemo(p, texto, estado, autor, hace, estado === 'pendiente' ? null : admin);
    const p1 = await q(2, '¿Cuáles son los requisitos para inscribirme al programa?', 'validada', '-20 days');
    await a(
      p1,
      'Certificado de bachillerato (o constancia de estudios), acta de nacimiento, CURP y el comprobante del pago de inscripción. Las fechas, los costos y las becas están en la página de Admisiones: /admisiones.',
      'publicada',
      admin,
      '-19 days',
    );
    const p2 = await q(2, '¿Puedo entrar directamente a la ingeniería si ya tengo un T.S.U. de otra universidad?', 'validada', '-12 days');
    await a(
      p2,
      'Sí, mediante equivalencia de estudios. La coordinación revisa tu historial para decidir si debes cursar alguna materia de nivelación.',
      'publicada',
      admin,
      '-11 days',
    );
    const p3 = await q(3, '¿En qué cuatrimestre se ven las bases de datos?', 'validada', '-9 days');
    await a(
      p3,
      'Desde segundo cuatrimestre, y en cuarto se profundiza con bases de datos para aplicaciones. Yo la llevé el año pasado y es de las más útiles.',
      'publicada',
      alumno,
      '-8 days',
    );
    await q(3, '¿Las clases son presenciales o en línea?', 'validada', '-4 days');
    const p5 = await q(4, '¿Las estadías son pagadas?', 'validada', '-3 days');
    await a(p5, 'Depende de la empresa: muchas ofrecen un apoyo económico mensual.', 'pendiente', alumno, '-2 days');
    await q(4, '¿Hay becas para alumnos de nuevo ingreso?', 'pendiente', '-1 days');
    await q(2, 'Quiero saber si aceptan pagos con tarjeta para la inscripción.', 'pendiente', '-5 hours');
    await q(3, 'hola q tal', 'descartada', '-6 days');
  });
}

export const semilla: Semilla = { sembrar: sembrarForo };
