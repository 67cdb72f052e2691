import { conProtocolo } from './conProtocolo';

it.each([
  ['github.com/equipo/proyecto', 'https://github.com/equipo/proyecto'],
  ['  www.ejemplo.mx ', 'https://www.ejemplo.mx'],
  ['https://github.com/x', 'https://github.com/x'],
  ['http://intranet.local', 'http://intranet.local'],
  ['mailto:a@b.mx', 'mailto:a@b.mx'],
  ['', ''],
  ['   ', ''],
])('%j → %j', (entrada, salida) => expect(conProtocolo(entrada)).toBe(salida));
