// THE dispatch table: every funcion of docs/SPEC.md §7 → who may call it, its payload schema and its
// handler. app.ts reads only this; the role matrix test is generated from it. Its parts are found
// by convention (herramientas/generadores/funciones.mjs): every `funciones<Algo>` object a
// server/entidades/<x>/funciones.ts and server/funciones/*.ts export, so a new entity's file is registered by existing.
import type { z } from 'zod';
import type { Funcion } from '@/shared/api/contrato';
import type { DefFuncion } from './funcion';
import { funcionesDescubiertas } from './funciones.generado';
import type { Def } from './acceso';

type Registro = { [F in Funcion]: DefFuncion<z.ZodType, F, unknown> };

// A funcion of the contract missing here is a type error; one more is one too.
export const funciones: Registro = funcionesDescubiertas;
type Sobrante = Exclude<keyof typeof funcionesDescubiertas, Funcion>;
export const ningunaSobrante: [Sobrante] extends [never] ? true : { sobra: Sobrante } = true;

/** The funcion called `nombre`, or undefined (llamar.ts: the dispatch, above every funcion like this registry). */
export function buscarFuncion(nombre: string): Def | undefined {
  return (Object.hasOwn(funciones, nombre) ? funciones[nombre as keyof typeof funciones] : undefined) as Def | undefined;
}
