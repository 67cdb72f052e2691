// THE dispatch table: every funcion of SPEC.md §7 → who may call it, its payload schema and its
// handler. app.ts reads only this; the role matrix test is generated from it.
import type { z } from 'zod';
import type { Funcion } from '../src/shared/api/contract';
import type { DefFuncion } from './funcion';
import { funcionesSesion } from './features/sesion';
import { funcionesEnlace } from './features/enlace';
import { funcionesForo } from './features/foro';
import { funcionesProyectos } from './features/proyectos';
import { funcionesEventos } from './features/eventos';
import { funcionesCuentas } from './features/usuarios';
import { funcionesEmpresas } from './features/empresas';
import { funcionesExperiencias } from './features/experiencias';
import { funcionesEgresados } from './features/egresados';
import { funcionesBajas } from './features/bajas';
import { funcionesBitacora } from './features/bitacora';
import { funcionesDosPasos } from './features/dosPasos';

type Registro = { [F in Funcion]: DefFuncion<z.ZodType, F, unknown> };

// A funcion of the contract missing here is a type error; one more is one too.
export const funciones: Registro = {
  // one line per entity
  ...funcionesSesion,
  ...funcionesEnlace,
  ...funcionesForo,
  ...funcionesProyectos,
  ...funcionesEventos,
  ...funcionesCuentas,
  ...funcionesEmpresas,
  ...funcionesExperiencias,
  ...funcionesEgresados,
  ...funcionesBajas,
  ...funcionesBitacora,
  ...funcionesDosPasos,
};
