// The experience form's check: the contract's schema (SPEC.md §5), shared with the server.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formExperiencia } from '@/shared/api/contrato/experiencias.esquema';
import { MENSAJES_EXPERIENCIA } from '@/shared/api/contrato/experiencias';
import type { DatosExperiencia } from './tipos';

export const EMPRESA_REQUERIDA = MENSAJES_EXPERIENCIA.empresa;
export const EXPERIENCIA_REQUERIDA = MENSAJES_EXPERIENCIA.experiencia;

export type ErroresExperiencia = Partial<Record<keyof DatosExperiencia, string>>;

export const validarExperiencia = (d: DatosExperiencia): ErroresExperiencia =>
  erroresDe(formExperiencia, { ...d, fkEmpresaEstadia: String(d.fkEmpresaEstadia) });
