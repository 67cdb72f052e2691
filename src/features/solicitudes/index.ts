// Public face of the enquiries feature: the "Solicita información" form, which app/ mounts inside
// /admisiones (a feature never imports another). The admins' list is a lazy area row of recurso.ts.
export { SolicitaInformacion } from './publico/SolicitaInformacion';
