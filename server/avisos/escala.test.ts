// Issue 33, finding 2: validating a question notifies every active student, and with 5,600 of
// them `validarPregunta` answered 500 (SQLite: "too many SQL variables", one INSERT of 6 values per
// student). Replayed with 20,000 students (each with a confirmed address; one in ten chose
// immediate e-mails, one in twenty none): the admin's call answers in under 2 s, every student has
// the notice, the digest and the e-mails are exactly the ones their choices ask for. Both engines.
import { sql } from 'kysely';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { resumenDiario } from './periodicos';

const ALUMNOS = 20_000;

let h: Harness;
beforeAll(async () => {
  h = await nuevoHarness({ SITE_URL: 'https://carrera.ejemplo.edu.mx' });
  // the students in one statement (no scrypt: they never log in here)
  await h.db.ejecutar(
    sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ALUMNOS})
        INSERT INTO usuarios (usuario, nombre_persona, nombre_norm, rol, matricula, hash, correo, correo_confirmado)
        SELECT 'm' || i, 'Alumno ' || i, 'alumno ' || i, 'e', 'm' || i, 'x', 'm' || i || '@alumnos.ejemplo.mx', 1 FROM n`,
  );
  await h.db.ejecutar(
    sql`INSERT INTO preferencias_aviso (fk_usuario, tipo, frecuencia)
        SELECT pk_usuario, 'preguntaPorResponder', CASE WHEN pk_usuario % 10 = 0 THEN 'inmediato' ELSE 'nunca' END
          FROM usuarios WHERE usuario LIKE 'm%' AND (pk_usuario % 10 = 0 OR pk_usuario % 20 = 5)`,
  );
}, 120_000);
afterAll(() => h.cerrar());

it(`validating a question with ${ALUMNOS} students answers in under 2 s, each student notified as chosen`, async () => {
  const topico = h.db.prepare('SELECT pk_topico_pregunta FROM topicos WHERE frecuentes = 0 ORDER BY pk_topico_pregunta').pluck().get() as number;
  expect((await h.llamar('registrarPregunta', { idTopico: String(topico), pregunta: '¿Hay becas de movilidad?' })).body.codigo).toBe(1);
  const id = h.db.prepare('SELECT MAX(pk_pregunta) FROM preguntas').pluck().get() as number;
  const antes = h.db.prepare('SELECT COUNT(*) FROM salida').pluck().get() as number;

  const t = performance.now();
  const r = await h.llamar('validarPregunta', { idPregunta: String(id) }, { quien: 'a' });
  const ms = performance.now() - t;
  expect([r.status, r.body]).toEqual([200, { codigo: 1, mensaje: 'Pregunta validada.' }]);
  console.log(`validarPregunta con ${ALUMNOS} alumnos: ${ms.toFixed(0)} ms`);
  expect(ms).toBeLessThan(2000);

  const cuenta = (q: string) => Number(h.db.prepare(q).pluck().get());
  const estudiantes = cuenta("SELECT COUNT(*) FROM usuarios WHERE rol = 'e' AND activo = 1");
  expect(estudiantes).toBe(ALUMNOS + 1);
  expect(cuenta("SELECT COUNT(*) FROM avisos WHERE tipo = 'preguntaPorResponder'")).toBe(estudiantes);
  expect(cuenta("SELECT COUNT(DISTINCT fk_usuario) FROM avisos WHERE tipo = 'preguntaPorResponder'")).toBe(estudiantes);
  // the digest: those without a choice (the default) and a confirmed address
  const inmediatos = cuenta("SELECT COUNT(*) FROM preferencias_aviso WHERE frecuencia = 'inmediato'");
  const nunca = cuenta("SELECT COUNT(*) FROM preferencias_aviso WHERE frecuencia = 'nunca'");
  expect(inmediatos).toBe(ALUMNOS / 10);
  expect(cuenta('SELECT COUNT(*) FROM avisos WHERE resumen = 1')).toBe(ALUMNOS - inmediatos - nunca);
  // the e-mails: one per student who chose them, to that student, with its own unsubscribe link
  const correos = h.db
    .prepare("SELECT destinatario, cabeceras FROM salida WHERE pk_mensaje > ? AND asunto = 'Una pregunta espera respuestas' ORDER BY destinatario")
    .all(antes) as { destinatario: string; cabeceras: string }[];
  expect(correos).toHaveLength(inmediatos);
  const esperados = (
    h.db
      .prepare("SELECT u.correo FROM usuarios u JOIN preferencias_aviso p ON p.fk_usuario = u.pk_usuario WHERE p.frecuencia = 'inmediato'")
      .pluck()
      .all() as string[]
  ).sort();
  expect(correos.map((c) => c.destinatario)).toEqual(esperados);
  expect(new Set(correos.map((c) => (JSON.parse(c.cabeceras) as Record<string, string>)['List-Unsubscribe'])).size).toBe(inmediatos);
}, 120_000);

it("the next morning's digest of those notices is written in one job, well within a request's time", async () => {
  const esperando = Number(h.db.prepare('SELECT COUNT(*) FROM avisos WHERE resumen = 1').pluck().get());
  expect(esperando).toBeGreaterThan(ALUMNOS / 2);
  const antes = Number(h.db.prepare('SELECT COUNT(*) FROM salida').pluck().get());
  const t = performance.now();
  await h.db.transaccion((tx) => resumenDiario(tx, h.config));
  const ms = performance.now() - t;
  console.log(`resumenDiario de ${esperando} avisos: ${ms.toFixed(0)} ms`);
  expect(Number(h.db.prepare('SELECT COUNT(*) FROM salida').pluck().get()) - antes).toBe(esperando);
  expect(Number(h.db.prepare('SELECT COUNT(*) FROM avisos WHERE resumen = 1').pluck().get())).toBe(0);
  expect(ms).toBeLessThan(10_000);
}, 120_000);
