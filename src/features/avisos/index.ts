// Public face of the notices feature (its public page is in filasPublicas.ts). The bell is for the area layouts (app/marcos, themselves in
// the areas' chunks); package.json's sideEffects lets webpack drop it from the visitor bundle.
/** For the admin, student and super-admin bars. */
export { Campana } from './Campana';
