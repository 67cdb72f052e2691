// THE dispatch table: every funcion of SPEC.md §7 → who may call it, its payload schema and its
// handler. app.ts reads only this; the role matrix test is generated from it.
import type { z } from 'zod';
import type { Funcion } from '@/shared/api/contrato';
import type { DefFuncion } from './funcion';
import { funcionesSesion } from '../funciones/sesion';
import { funcionesEnlace } from '../funciones/enlace';
import { funcionesForo } from '../funciones/foro';
import { funcionesProyectos } from '../funciones/proyectos';
import { funcionesEventos } from '../funciones/eventos';
import { funcionesCuentas } from '../funciones/usuarios';
import { funcionesEmpresas } from '../funciones/empresas';
import { funcionesExperiencias } from '../funciones/experiencias';
import { funcionesEgresados } from '../funciones/egresados';
import { funcionesBajas } from '../funciones/bajas';
import { funcionesBitacora } from '../funciones/bitacora';
import { funcionesDosPasos } from '../funciones/dosPasos';
import { funcionesDosPasosCuenta } from '../funciones/dosPasosCuenta';
import { funcionesBusqueda } from '../funciones/buscar';
import { funcionesAvisos } from '../funciones/avisos';

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
  ...funcionesDosPasosCuenta,
  ...funcionesBusqueda,
  ...funcionesAvisos,
};
