// Public face of the eventos feature, for app/: the events' public page, which a preview link
// shows with an event given (app/paneles/VistaPreviaPublica.tsx).
export { default as ListaEventos } from './publico/ListaEventos';
