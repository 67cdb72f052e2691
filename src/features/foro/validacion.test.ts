// The forum's pure rules: form messages, the topic ids that exist (others → /foro), the moderation
// intents and the tile's pending text. (docs/SPEC.md §9's FAQ entries are data now: their seed is
// checked in server/entidades/preguntasFrecuentes/funciones.test.ts.)
import { PREGUNTA_REQUERIDA, RESPUESTA_REQUERIDA, demasiadoLargo, idDeRuta, idTopicoValido, validarPregunta, validarRespuesta } from './validacion';
import { intentPreguntas, intentRespuestas, mensajeConfirmacion, OFRECER_RESPONDER } from './admin/intenciones';
import { textoPendientes } from './admin/usePendientesForo';
import { fechaLegible } from './fecha';
import { CONFIRMACION } from '@/shared/modelo/ui';

describe('form messages', () => {
  it.each([
    ['', PREGUNTA_REQUERIDA],
    ['   \n', PREGUNTA_REQUERIDA],
    ['x'.repeat(501), demasiadoLargo(500)],
    ['¿Hay becas?', null],
    ['x'.repeat(500), null],
  ])('a question %j → %s', (valor, mensaje) => {
    expect(validarPregunta(valor)).toBe(mensaje);
  });

  it.each([
    ['', RESPUESTA_REQUERIDA],
    [' ', RESPUESTA_REQUERIDA],
    ['y'.repeat(2001), demasiadoLargo(2000)],
    ['Sí, hay becas.', null],
  ])('an answer %j → %s', (valor, mensaje) => {
    expect(validarRespuesta(valor)).toBe(mensaje);
  });

  it('says the server-side messages in Spanish', () => {
    expect(PREGUNTA_REQUERIDA).toBe('Se necesita escribir una pregunta.');
    expect(demasiadoLargo(500)).toBe('El texto es demasiado largo (máximo 500 caracteres).');
  });
});

describe('topic ids', () => {
  it.each([
    ['1', 1],
    ['4', 4],
  ])('%s is a topic', (s, n) => expect(idTopicoValido(s)).toBe(n));
  it.each(['5', '99', '0', '-1', 'abc', '2.5', '', undefined])('%s is not (the page redirects to /foro)', (s) =>
    expect(idTopicoValido(s)).toBeNull(),
  );
  it('reads question ids', () => {
    expect(idDeRuta('17')).toBe(17);
    expect(idDeRuta('registrar_experiencia_estadia')).toBeNull();
    expect(idDeRuta('0')).toBeNull();
  });
});

describe('moderation intents', () => {
  it('validating one question offers to answer it at once', () => {
    expect(intentPreguntas('validar', [7])).toEqual({
      tipo: 'llamada',
      funcion: 'validarPregunta',
      campos: { idPregunta: '7' },
      invalida: [{ type: 'Foro', id: 'LIST' }],
      siguiente: { mensaje: OFRECER_RESPONDER, intent: { tipo: 'navegar', ruta: '/panel_admin/preguntas_respuestas/responder_pregunta/7' } },
    });
  });

  it('discarding one question offers nothing after', () => {
    expect(intentPreguntas('descartar', [7])).toEqual({
      tipo: 'llamada',
      funcion: 'descartarPregunta',
      campos: { idPregunta: '7' },
      invalida: [{ type: 'Foro', id: 'LIST' }],
    });
  });

  it('several go in one call as a JSON list', () => {
    expect(intentPreguntas('validar', [3, 5, 8])).toEqual({
      tipo: 'llamada',
      funcion: 'validarPregunta',
      campos: { ids: '[3,5,8]' },
      invalida: [{ type: 'Foro', id: 'LIST' }],
    });
    expect(
      intentRespuestas('descartar', [
        { pk_respuesta: 4, pk_pregunta: 1 },
        { pk_respuesta: 9, pk_pregunta: 2 },
      ]),
    ).toMatchObject({ campos: { ids: '[4,9]' } });
  });

  it('one answer carries idRespuesta and idPregunta (SPEC.md §7)', () => {
    expect(intentRespuestas('validar', [{ pk_respuesta: 4, pk_pregunta: 1 }])).toMatchObject({
      funcion: 'validarRespuesta',
      campos: { idRespuesta: '4', idPregunta: '1' },
    });
  });

  it('the confirmation is the spec question, plus the count in bulk', () => {
    expect(mensajeConfirmacion('validar', 1, ['pregunta', 'preguntas'])).toBe(CONFIRMACION);
    expect(mensajeConfirmacion('descartar', 3, ['respuesta', 'respuestas'])).toBe(
      '¿Está seguro de realizar esta acción? Se descartarán 3 respuestas.',
    );
  });

  it('stays serializable', () => {
    const i = intentPreguntas('validar', [2]);
    expect(JSON.parse(JSON.stringify(i))).toEqual(i);
  });
});

describe('pending text of the admin tile', () => {
  it.each([
    [0, 0, 'Nada pendiente por validar.'],
    [1, 0, 'Pendientes: 1 pregunta.'],
    [0, 2, 'Pendientes: 2 respuestas.'],
    [3, 1, 'Pendientes: 3 preguntas y 1 respuesta.'],
  ])('%i questions and %i answers → %s', (p, r, texto) => expect(textoPendientes(p, r)).toBe(texto));
});

describe('dates', () => {
  it('reads the server UTC format; nonsense gives nothing', () => {
    expect(fechaLegible('2026-03-15 12:00:00')).toMatch(/15 de marzo de 2026/);
    expect(fechaLegible('mañana')).toBe('');
  });
});
