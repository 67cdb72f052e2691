// The section an audited entity belongs to (issue 48, decision 0062): what its contract's
// ENTIDAD_<X> declares (`seccion`, for its trail name and its history's), else the plurals
// contrato/secciones.ts keeps. A write on an entity of no section is every admin's.
import { ENTIDADES_CONTRATO } from '@/shared/api/contrato/entidades.generado';
import { SECCION_DE_ENTIDAD, type Seccion } from '@/shared/api/contrato/secciones';

interface ConSeccion {
  clave: string;
  seccion: Seccion;
  historial?: { clave?: string };
}

const DECLARADAS = new Map<string, Seccion>(
  (ENTIDADES_CONTRATO as readonly object[])
    .filter((e): e is ConSeccion => 'seccion' in e)
    .flatMap((e) => [e.clave, e.historial?.clave ?? e.clave].map((n): [string, Seccion] => [n, e.seccion])),
);

export const seccionDeEntidad = (nombre: string): Seccion | undefined => DECLARADAS.get(nombre) ?? SECCION_DE_ENTIDAD[nombre];
