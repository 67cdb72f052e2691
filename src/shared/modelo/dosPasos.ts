// Ours: the login's second step as replayable data. After a right password the server
// may answer codigo 2 (a code is needed, or the account must enrol); the login page then shows the
// step this slice describes: asking for the app's code (or a recovery code), or enrolling (QR and
// secret, then the code), then the recovery codes shown once. Never persisted.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SegundoPaso {
  tipo: 'codigo' | 'inscribir';
  token: string;
  posponible: boolean;
  nombre: string;
  mensaje: string;
  /** Typing a recovery code instead of the app's code. */
  conRecuperacion: boolean;
  /** Enrolment: the QR (SVG data URL) and the secret as text, once asked for. */
  inscripcion: { qr: string; secreto: string } | null;
  /** Enrolment done: the codes to write down, shown once before entering. */
  codigos: string[] | null;
}

/** The account page's "Verificación en dos pasos" section (the session's own factor). */
export interface DosPasosCuenta {
  /** Enrolling: the QR (SVG data URL) and the secret as text, until the first code confirms it. */
  inscripcion: { qr: string; secreto: string } | null;
  /** Just activated: the recovery codes, shown once until "Ya los guardé". */
  codigos: string[] | null;
  /** The form that turns it off (password and a code) is open. */
  desactivando: boolean;
  /** The form that starts enrolment (the password: a session alone may not bind a phone) is open. */
  activando: boolean;
}

export interface DosPasosState {
  paso: SegundoPaso | null;
  cuenta: DosPasosCuenta;
}

export const cuentaInicial: DosPasosCuenta = { inscripcion: null, codigos: null, desactivando: false, activando: false };

export const dosPasosInicial: DosPasosState = { paso: null, cuenta: cuentaInicial };

export const dosPasosSlice = createSlice({
  name: 'dosPasos',
  initialState: dosPasosInicial,
  reducers: {
    segundoPasoPedido: (s, { payload }: PayloadAction<Pick<SegundoPaso, 'tipo' | 'token' | 'posponible' | 'nombre' | 'mensaje'>>) => {
      s.paso = { ...payload, conRecuperacion: false, inscripcion: null, codigos: null };
    },
    recuperacionAlternada: (s) => {
      if (s.paso) s.paso.conRecuperacion = !s.paso.conRecuperacion;
    },
    inscripcionRecibida: (s, { payload }: PayloadAction<{ qr: string; secreto: string }>) => {
      if (s.paso) s.paso.inscripcion = payload;
    },
    codigosRecibidos: (s, { payload }: PayloadAction<string[]>) => {
      if (s.paso) s.paso.codigos = payload;
    },
    segundoPasoTerminado: (s) => {
      s.paso = null;
    },
    // the account page's section
    cuentaInscripcionRecibida: (s, { payload }: PayloadAction<{ qr: string; secreto: string }>) => {
      s.cuenta = { ...cuentaInicial, inscripcion: payload };
    },
    cuentaCodigosRecibidos: (s, { payload }: PayloadAction<string[]>) => {
      s.cuenta = { ...cuentaInicial, codigos: payload };
    },
    cuentaDesactivarAbierto: (s, { payload }: PayloadAction<boolean>) => {
      s.cuenta = { ...cuentaInicial, desactivando: payload };
    },
    cuentaActivarAbierto: (s, { payload }: PayloadAction<boolean>) => {
      s.cuenta = { ...cuentaInicial, activando: payload };
    },
    cuentaTerminada: (s) => {
      s.cuenta = cuentaInicial;
    },
  },
});

export const {
  segundoPasoPedido,
  recuperacionAlternada,
  inscripcionRecibida,
  codigosRecibidos,
  segundoPasoTerminado,
  cuentaInscripcionRecibida,
  cuentaCodigosRecibidos,
  cuentaDesactivarAbierto,
  cuentaActivarAbierto,
  cuentaTerminada,
} = dosPasosSlice.actions;
