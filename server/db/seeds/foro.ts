// Demo forum content: questions and answers in each state (the four topics come from the migration).
import type { Db } from '../open';
import { repoForo, type EstadoPregunta, type EstadoRespuesta } from '../../repositorios/foro';
import { repoUsuarios } from '../../repositorios/usuarios';

/** Demo questions and answers in each state (the four topics come from the migration). */
export function sembrarForo(db: Db): void {
  const usuarios = repoUsuarios(db);
  const admin = usuarios.pkDe('admin');
  const alumno = usuarios.pkDe('20231001');
  if (!admin || !alumno) return;
  const repo = repoForo(db);
  const q = (topico: number, texto: string, estado: EstadoPregunta, hace: string) =>
    repo.preguntaDemo(topico, texto, estado, hace, estado === 'pendiente' ? null : admin);
  const a = (p: number, texto: string, estado: EstadoRespuesta, autor: number, hace: string) =>
    repo.respuestaDemo(p, texto, estado, autor, hace, estado === 'pendiente' ? null : admin);

  db.transaction(() => {
    const p1 = q(2, '¿Cuáles son los requisitos para inscribirme al programa?', 'validada', '-20 days');
    a(
      p1,
      'Certificado de bachillerato (o constancia de estudios), acta de nacimiento, CURP y el comprobante del pago de inscripción. Las fechas se publican en el banner de preinscripción de la página de inicio.',
      'publicada',
      admin,
      '-19 days',
    );
    const p2 = q(2, '¿Puedo entrar directamente a la ingeniería si ya tengo un T.S.U. de otra universidad?', 'validada', '-12 days');
    a(
      p2,
      'Sí, mediante equivalencia de estudios. La coordinación revisa tu historial para decidir si debes cursar alguna materia de nivelación.',
      'publicada',
      admin,
      '-11 days',
    );
    const p3 = q(3, '¿En qué cuatrimestre se ven las bases de datos?', 'validada', '-9 days');
    a(
      p3,
      'Desde segundo cuatrimestre, y en cuarto se profundiza con bases de datos para aplicaciones. Yo la llevé el año pasado y es de las más útiles.',
      'publicada',
      alumno,
      '-8 days',
    );
    q(3, '¿Las clases son presenciales o en línea?', 'validada', '-4 days');
    const p5 = q(4, '¿Las estadías son pagadas?', 'validada', '-3 days');
    a(p5, 'Depende de la empresa: muchas ofrecen un apoyo económico mensual.', 'pendiente', alumno, '-2 days');
    q(4, '¿Hay becas para alumnos de nuevo ingreso?', 'pendiente', '-1 days');
    q(2, 'Quiero saber si aceptan pagos con tarjeta para la inscripción.', 'pendiente', '-5 hours');
    q(3, 'hola q tal', 'descartada', '-6 days');
  })();
}
