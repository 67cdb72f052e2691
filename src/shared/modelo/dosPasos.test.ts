// The account page's second-factor section as a transition table: each action from each state
// opens one form at most (enrolment's password, turning it off), and what the server answered
// (the QR, the recovery codes) replaces it.
import {
  cuentaActivarAbierto,
  cuentaCodigosRecibidos,
  cuentaDesactivarAbierto,
  cuentaInicial,
  cuentaInscripcionRecibida,
  cuentaTerminada,
  dosPasosInicial,
  dosPasosSlice,
  type DosPasosCuenta,
} from './dosPasos';
import type { UnknownAction } from '@reduxjs/toolkit';

const QR = { qr: 'data:image/svg+xml;base64,PHN2Zy8+', secreto: 'JBSWY3DPEHPK3PXP' };
const desde = (cuenta: Partial<DosPasosCuenta>) => ({ ...dosPasosInicial, cuenta: { ...cuentaInicial, ...cuenta } });

const tabla: [string, Partial<DosPasosCuenta>, UnknownAction, DosPasosCuenta][] = [
  ['opening the password form', {}, cuentaActivarAbierto(true), { ...cuentaInicial, activando: true }],
  ['closing it', { activando: true }, cuentaActivarAbierto(false), cuentaInicial],
  ['the QR replaces the password form', { activando: true }, cuentaInscripcionRecibida(QR), { ...cuentaInicial, inscripcion: QR }],
  ['the codes replace the QR', { inscripcion: QR }, cuentaCodigosRecibidos(['A']), { ...cuentaInicial, codigos: ['A'] }],
  ['turning off closes enrolment', { activando: true }, cuentaDesactivarAbierto(true), { ...cuentaInicial, desactivando: true }],
  ['enrolment closes turning off', { desactivando: true }, cuentaActivarAbierto(true), { ...cuentaInicial, activando: true }],
  ['"Cancelar" from the password form', { activando: true }, cuentaTerminada(), cuentaInicial],
];

it.each(tabla)('%s', (_nombre, antes, accion, despues) => {
  expect(dosPasosSlice.reducer(desde(antes), accion).cuenta).toEqual(despues);
});
