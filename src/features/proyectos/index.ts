// Public face of the proyectos feature, for app/: the project's public page, which a preview link
// shows with a project given (app/paneles/VistaPreviaPublica.tsx).
export { default as DetalleProyecto } from './publico/DetalleProyecto';
