// Entity types of the experiences feature, and the academic levels (docs/SPEC.md §9).
import type { NivelAcademico } from '@/shared/api/contrato/experiencias';

export type { ExperienciaEstadia, NivelAcademico, OpcionEmpresa, DatosExperiencia } from '@/shared/api/contrato/experiencias';

export const NIVELES: Record<NivelAcademico, string> = { t: 'T.S.U.', l: 'Licenciatura', i: 'Ingeniería' };
export const OPCIONES_NIVEL = (Object.keys(NIVELES) as NivelAcademico[]).map((n) => ({ valor: n, texto: NIVELES[n] }));
