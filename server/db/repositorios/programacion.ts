// The shape a repository stores for an item's schedule (funciones/programacion.ts computes it): in
// the db layer, so a repository needs nothing from funciones/ (docs/decisiones/0068-capas-del-servidor.md).
/** The schedule as stored: UTC times, and whether the public sees the item now. */
export interface ProgramacionGuardada {
  publicarEn: string | null;
  retirarEn: string | null;
  publicado: boolean;
}
