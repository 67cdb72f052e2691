// The session slice as a transition table.
import { sessionSlice, sessionInicial, loginSucceeded, sessionCleared, passwordChanged, type SessionState } from './sesion';

const r = sessionSlice.reducer;
const admin: SessionState = { rol: 'a', pk_usuario: 2, nombre_persona: 'Carlos', contrasena_inicial: false };

describe('session transitions', () => {
  it.each<[string, SessionState, Parameters<typeof r>[1], SessionState]>([
    [
      'login fills the session',
      sessionInicial,
      loginSucceeded({ rol: 'a', pk_usuario: 2, nombre_persona: 'Carlos', contrasena_inicial: false }),
      admin,
    ],
    [
      'a new login replaces the previous one',
      admin,
      loginSucceeded({ rol: 'e', pk_usuario: 9, nombre_persona: 'Ana', contrasena_inicial: true }),
      { rol: 'e', pk_usuario: 9, nombre_persona: 'Ana', contrasena_inicial: true },
    ],
    ['opening /login clears it', admin, sessionCleared(), sessionInicial],
    ['changing the initial password lifts the flag', { ...admin, contrasena_inicial: true }, passwordChanged(), admin],
  ])('%s', (_n, antes, evento, despues) => {
    expect(r(antes, evento)).toEqual(despues);
  });
});
