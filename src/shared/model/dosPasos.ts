// Ours (issue 16): the login's second step as replayable data. After a right password the server
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

export interface DosPasosState {
  paso: SegundoPaso | null;
}

export const dosPasosInicial: DosPasosState = { paso: null };

export const dosPasosSlice = createSlice({
  name: 'dosPasos',
  initialState: dosPasosInicial,
  reducers: {
    segundoPasoPedido: (_s, { payload }: PayloadAction<Pick<SegundoPaso, 'tipo' | 'token' | 'posponible' | 'nombre' | 'mensaje'>>) => ({
      paso: { ...payload, conRecuperacion: false, inscripcion: null, codigos: null },
    }),
    recuperacionAlternada: (s) => {
      if (s.paso) s.paso.conRecuperacion = !s.paso.conRecuperacion;
    },
    inscripcionRecibida: (s, { payload }: PayloadAction<{ qr: string; secreto: string }>) => {
      if (s.paso) s.paso.inscripcion = payload;
    },
    codigosRecibidos: (s, { payload }: PayloadAction<string[]>) => {
      if (s.paso) s.paso.codigos = payload;
    },
    segundoPasoTerminado: () => dosPasosInicial,
  },
});

export const { segundoPasoPedido, recuperacionAlternada, inscripcionRecibida, codigosRecibidos, segundoPasoTerminado } = dosPasosSlice.actions;
