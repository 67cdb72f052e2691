// The ui slice as a transition table: (state, event) → state.
import { uiSlice, uiInicial, CONFIRMACION, type UiState, type Intent } from './ui';
import { confirmarBaja, confirmarReactivar, nombrarConfirmacion } from '../admin/confirmaciones';

const r = uiSlice.reducer;
// the slice's own action creators (ui.ts exports each of them by name)
const a = uiSlice.actions;
const intent: Intent = { tipo: 'llamada', funcion: 'darBajaProyecto', campos: { pk: '7' }, invalida: [{ type: 'Proyecto', id: 'LIST' }] };
const reactivar: Intent = { tipo: 'llamada', funcion: 'reactivarProyecto', campos: { pk: '7' }, invalida: [{ type: 'Proyecto', id: 'LIST' }] };
const con = (parcial: Partial<UiState>): UiState => ({ ...uiInicial, ...parcial });

describe('ui transitions', () => {
  it.each<[string, UiState, Parameters<typeof r>[1], Partial<UiState>]>([
    ['alert opens over nothing', uiInicial, a.alertShown('Guardado.'), { modal: { kind: 'alert', mensaje: 'Guardado.' } }],
    [
      'confirm carries its intent and the spec question',
      uiInicial,
      a.confirmRequested({ intent }),
      { modal: { kind: 'confirm', mensaje: CONFIRMACION, intent } },
    ],
    [
      'accepting a confirm closes it (the listener runs the intent)',
      con({ modal: { kind: 'confirm', mensaje: CONFIRMACION, intent } }),
      a.confirmAccepted(),
      { modal: { kind: 'none' } },
    ],
    [
      'accepting with no confirm open changes nothing',
      con({ modal: { kind: 'alert', mensaje: 'x' } }),
      a.confirmAccepted(),
      { modal: { kind: 'alert', mensaje: 'x' } },
    ],
    [
      'image popup replaces any modal',
      con({ modal: { kind: 'alert', mensaje: 'x' } }),
      a.imagePopupOpened({ src: '/a.png', alt: 'A' }),
      { modal: { kind: 'imagePopup', src: '/a.png', alt: 'A' } },
    ],
    [
      'editar enlace opens and closes the Más menu',
      con({ menuMas: true }),
      a.editarEnlaceOpened(),
      { modal: { kind: 'editarEnlace' }, menuMas: false },
    ],
    ['closing any modal', con({ modal: { kind: 'editarEnlace' } }), a.modalClosed(), { modal: { kind: 'none' } }],
    ['a confirmed call turns the overlay on', uiInicial, a.intentStarted(), { overlay: true }],
    [
      'success: overlay off, reload flag toggles with its tags, mensaje in a notice that blocks nothing (no dialog)',
      con({ overlay: true, modal: { kind: 'confirm', mensaje: CONFIRMACION, intent }, siguienteNotice: 3 }),
      a.intentSucceeded({ mensaje: 'Evento reactivado.', tags: [{ type: 'Evento', id: 'LIST' }] }),
      {
        overlay: false,
        reload: { flag: true, tags: [{ type: 'Evento', id: 'LIST' }] },
        modal: { kind: 'none' },
        notices: [{ id: 3, mensaje: 'Evento reactivado.' }],
        siguienteNotice: 4,
      },
    ],
    [
      'a second success toggles the flag back',
      con({ overlay: true, reload: { flag: true, tags: [] } }),
      a.intentSucceeded({ mensaje: 'ok', tags: [] }),
      { overlay: false, reload: { flag: false, tags: [] }, notices: [{ id: 1, mensaje: 'ok' }], siguienteNotice: 2 },
    ],
    [
      'a success whose answer is to be read (a reset password) opens the Aviso dialog instead',
      con({ overlay: true }),
      a.intentSucceeded({ mensaje: 'Contraseña reestablecida: ahora es la matrícula (A1).', tags: [], leer: true }),
      {
        overlay: false,
        reload: { flag: true, tags: [] },
        modal: { kind: 'alert', mensaje: 'Contraseña reestablecida: ahora es la matrícula (A1).' },
      },
    ],
    [
      'success with a follow-up: the alert becomes a confirm offering it (mensaje + question)',
      con({ overlay: true }),
      a.intentSucceeded({
        mensaje: 'Pregunta validada.',
        tags: [{ type: 'Foro', id: 'LIST' }],
        siguiente: {
          mensaje: '¿Desea responderla ahora?',
          intent: { tipo: 'navegar', ruta: '/panel_admin/preguntas_respuestas/responder_pregunta/4' },
        },
      }),
      {
        overlay: false,
        reload: { flag: true, tags: [{ type: 'Foro', id: 'LIST' }] },
        modal: {
          kind: 'confirm',
          mensaje: 'Pregunta validada. ¿Desea responderla ahora?',
          intent: { tipo: 'navegar', ruta: '/panel_admin/preguntas_respuestas/responder_pregunta/4' },
        },
      },
    ],
    [
      'failure: overlay off, mensaje in an alert, flag untouched',
      con({ overlay: true }),
      a.intentFailed('No se pudo.'),
      { overlay: false, modal: { kind: 'alert', mensaje: 'No se pudo.' } },
    ],
    [
      'interrupted (session ended): overlay off, the alert already shown stays',
      con({ overlay: true, modal: { kind: 'alert', mensaje: 'Su sesión terminó.' } }),
      a.intentInterrupted(),
      { overlay: false, modal: { kind: 'alert', mensaje: 'Su sesión terminó.' } },
    ],
    [
      'success of a deactivation with its undo: no dialog, a notice that offers "Deshacer"',
      con({ overlay: true, siguienteNotice: 4 }),
      a.intentSucceeded({ mensaje: 'Proyecto dado de baja correctamente.', tags: [], deshacer: reactivar }),
      {
        overlay: false,
        reload: { flag: true, tags: [] },
        modal: { kind: 'none' },
        notices: [{ id: 4, mensaje: 'Proyecto dado de baja correctamente.', deshacer: reactivar }],
        siguienteNotice: 5,
      },
    ],
    [
      '"Deshacer" removes its notice (the listener runs its intent); the others stay',
      con({
        notices: [
          { id: 1, mensaje: 'a' },
          { id: 2, mensaje: 'm', deshacer: reactivar },
        ],
      }),
      a.deshacerPedido(2),
      { notices: [{ id: 1, mensaje: 'a' }] },
    ],
    [
      '"Deshacer" of a notice already gone changes nothing',
      con({ notices: [{ id: 1, mensaje: 'a' }] }),
      a.deshacerPedido(9),
      { notices: [{ id: 1, mensaje: 'a' }] },
    ],
    [
      'a confirmation may name its item under the question',
      uiInicial,
      a.confirmRequested({ intent, detalle: 'Huerto Inteligente' }),
      { modal: { kind: 'confirm', mensaje: CONFIRMACION, intent, detalle: 'Huerto Inteligente' } },
    ],
    ['side bar opens', uiInicial, a.sideBarOpened(), { sideBar: true }],
    ['side bar closes', con({ sideBar: true }), a.sideBarClosed(), { sideBar: false }],
    ['Más menu toggles', uiInicial, a.masMenuToggled(true), { menuMas: true }],
    ['a subject expands', uiInicial, a.materiaToggled('c1-Bases'), { materiasAbiertas: ['c1-Bases'] }],
    ['and collapses', con({ materiasAbiertas: ['c1-Bases', 'c2-X'] }), a.materiaToggled('c1-Bases'), { materiasAbiertas: ['c2-X'] }],
    [
      'navigation closes the side bar, the menu and an image popup',
      con({ sideBar: true, menuMas: true, modal: { kind: 'imagePopup', src: 's', alt: 'a' } }),
      a.routeChanged(),
      { sideBar: false, menuMas: false, modal: { kind: 'none' } },
    ],
    [
      'navigation keeps an alert (a redirect must not hide its message)',
      con({ modal: { kind: 'alert', mensaje: 'm' } }),
      a.routeChanged(),
      { modal: { kind: 'alert', mensaje: 'm' } },
    ],
  ])('%s', (_nombre, antes, evento, despues) => {
    expect(r(antes, evento)).toEqual({ ...antes, ...despues });
  });

  it('queues notices with increasing ids and dismisses one', () => {
    let s = r(uiInicial, a.noticeShown('Uno'));
    s = r(s, a.noticeShown('Dos'));
    expect(s.notices).toEqual([
      { id: 1, mensaje: 'Uno' },
      { id: 2, mensaje: 'Dos' },
    ]);
    s = r(s, a.noticeDismissed(1));
    expect(s.notices).toEqual([{ id: 2, mensaje: 'Dos' }]);
  });

  it('keeps every state serializable (QA export/import)', () => {
    const s = r(r(uiInicial, a.confirmRequested({ intent })), a.noticeShown('x'));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    const conSeguimiento: Intent = { ...intent, siguiente: { mensaje: '¿Seguir?', intent: { tipo: 'navegar', ruta: '/x' } } };
    const t = r(uiInicial, a.confirmRequested({ intent: conSeguimiento }));
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
  });

  it('a deactivation carries its undo; a reactivation refreshes the list, the deactivated list and the item', () => {
    const tags = [
      { type: 'Proyecto', id: 'LIST' },
      { type: 'Proyecto', id: 'BAJAS' },
      { type: 'Proyecto', id: 7 },
    ];
    expect(r(uiInicial, confirmarBaja('darBajaProyecto', { pk: '7' }, 'Proyecto', 7, 'reactivarProyecto')).modal).toEqual({
      kind: 'confirm',
      mensaje: CONFIRMACION,
      intent: {
        tipo: 'llamada',
        funcion: 'darBajaProyecto',
        campos: { pk: '7' },
        invalida: tags,
        deshacer: { tipo: 'llamada', funcion: 'reactivarProyecto', campos: { pk: '7' }, invalida: tags },
      },
    });
    expect(r(uiInicial, confirmarBaja('eliminarEgresado', { idCasoExito: '3' }, 'Egresado', 3)).modal).toMatchObject({
      intent: { funcion: 'eliminarEgresado' },
    });
    expect(r(uiInicial, confirmarBaja('eliminarEgresado', { idCasoExito: '3' }, 'Egresado', 3)).modal).not.toHaveProperty('intent.deshacer');
    // a row's button names its item under the question; another action passes through as it is
    const nombrada = nombrarConfirmacion(confirmarBaja('darBajaProyecto', { pk: '7' }, 'Proyecto', 7), 'Huerto Inteligente');
    expect(r(uiInicial, nombrada).modal).toMatchObject({ kind: 'confirm', mensaje: CONFIRMACION, detalle: 'Huerto Inteligente' });
    const otra = a.alertShown('x');
    expect(nombrarConfirmacion(otra, 'Huerto')).toBe(otra);
    expect(r(uiInicial, confirmarReactivar('reactivarProyecto', 'Proyecto', 7)).modal).toEqual({
      kind: 'confirm',
      mensaje: CONFIRMACION,
      intent: { tipo: 'llamada', funcion: 'reactivarProyecto', campos: { pk: '7' }, invalida: tags },
    });
  });
});
