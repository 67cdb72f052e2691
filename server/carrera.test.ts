// Moderation race: two admins validating (or one validating, one discarding) the same item at
// the same moment: exactly one wins, the other is told in Spanish, and the row records the winner.
import { nuevoHarness, esRechazo, type Harness } from './pruebas/arnes';
import { insertarUsuario } from '@server/semillas';

let h: Harness;
let otroAdmin: string;
let pkOtro: number;

beforeAll(async () => {
  h = await nuevoHarness();
  pkOtro = await insertarUsuario(h.db, { rol: 'a', usuario: 'admin2', contrasena: 'Admin#Prueba2', nombre: 'Otra Admin' });
  otroAdmin = await h.entrar('admin2', 'Admin#Prueba2');
});
afterAll(() => h.cerrar());

async function preguntaPendiente(texto: string): Promise<number> {
  const r = await h.llamar('registrarPregunta', { idTopico: '2', pregunta: texto }, { ip: `10.0.0.${Math.floor(Math.random() * 200) + 1}` });
  expect(r.body.codigo).toBe(1);
  return h.db.prepare('SELECT pk_pregunta FROM preguntas WHERE pregunta = ?').pluck().get(texto) as number;
}

it.each([
  ['validarPregunta', 'validarPregunta'],
  ['validarPregunta', 'descartarPregunta'],
])('%s and %s at once: one wins, one is refused, nothing half-done', async (f1, f2) => {
  const id = await preguntaPendiente(`¿Carrera ${f1} contra ${f2}?`);
  for (let vuelta = 0; vuelta < 5; vuelta++) {
    const idVuelta = vuelta === 0 ? id : await preguntaPendiente(`¿Carrera ${f1}/${f2} vuelta ${vuelta}?`);
    const [a, b] = await Promise.all([
      h.llamar(f1, { idPregunta: String(idVuelta) }, { quien: 'a' }),
      h.llamar(f2, { idPregunta: String(idVuelta) }, { cookie: otroAdmin }),
    ]);
    const ganadores = [a, b].filter((r) => r.status === 200);
    const perdedores = [a, b].filter((r) => r.status !== 200);
    expect(ganadores).toHaveLength(1);
    expect(perdedores).toHaveLength(1);
    expect(perdedores[0].status).toBe(409);
    expect(esRechazo(perdedores[0])).toBe(true);
    const fila = h.db.prepare('SELECT estado, moderada_por FROM preguntas WHERE pk_pregunta = ?').get(idVuelta) as {
      estado: string;
      moderada_por: number;
    };
    const quienGano = ganadores[0] === a ? h.pks.a : pkOtro;
    expect(fila.moderada_por).toBe(quienGano);
    const funcionGanadora = ganadores[0] === a ? f1 : f2;
    expect(fila.estado).toBe(funcionGanadora === 'validarPregunta' ? 'validada' : 'descartada');
  }
});
