// The account page's sessions for people: real User-Agent strings → "Navegador en sistema", the
// relative times, and the list's order (this session first, then by last activity).
import { haceCuanto, navegadorLegible, ordenarSesiones } from './sesiones';
import type { SesionAbierta } from '@/shared/api/contrato/sesion';

describe('navegadorLegible', () => {
  it.each([
    // Chrome and its relatives
    ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome en Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome en Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome en macOS'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome en ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36', 'Chrome en Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome en iPhone',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/83.0.4103.61 Chrome/83.0.4103.61 Safari/537.36',
      'Chromium en Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge en Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
      'Edge en Android',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera en Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet en Android',
    ],
    // Firefox
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox en Windows'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox en Linux'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0', 'Firefox en Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      'Firefox en iPhone',
    ],
    // Safari
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari en iPhone',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Safari en iPad',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari en macOS'],
    // an app's web view on an iPhone says neither Version/ nor Safari/
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'Safari en iPhone'],
    // old and odd
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer en Windows'],
    ['curl/8.5.0', 'Navegador desconocido'],
    ['python-requests/2.32.3', 'Navegador desconocido'],
    ['Mozilla/5.0 (X11; Linux x86_64) Something/1.0', 'Navegador desconocido en Linux'],
    ['', 'Navegador desconocido'],
  ])('%s → %s', (ua, legible) => {
    expect(navegadorLegible(ua)).toBe(legible);
  });
});

describe('haceCuanto', () => {
  const ahora = Date.UTC(2026, 10, 24, 12, 0, 0);
  it.each([
    [0, 'hace menos de un minuto'],
    [59_000, 'hace menos de un minuto'],
    [60_000, 'hace 1 minuto'],
    [5 * 60_000 + 30_000, 'hace 5 minutos'],
    [59 * 60_000, 'hace 59 minutos'],
    [60 * 60_000, 'hace 1 hora'],
    [3 * 3600_000 + 59 * 60_000, 'hace 3 horas'],
    [24 * 3600_000, 'hace 1 día'],
    [50 * 3600_000, 'hace 2 días'],
    // a clock a little ahead of ours never says "dentro de"
    [-30_000, 'hace menos de un minuto'],
  ])('%i ms before → %s', (antes, texto) => {
    expect(haceCuanto(ahora - antes, ahora)).toBe(texto);
  });
});

describe('ordenarSesiones', () => {
  const s = (n: number, esta = false): SesionAbierta => ({ creada: n, actividad: n * 10, direccion: `10.0.0.${n}`, navegador: '', esta });
  it('puts this session first, then the most recently active', () => {
    expect(ordenarSesiones([s(1), s(3), s(2, true), s(4)]).map((x) => x.direccion)).toEqual(['10.0.0.2', '10.0.0.4', '10.0.0.3', '10.0.0.1']);
  });
  it('breaks a tie of activity by the most recent start', () => {
    const a = { ...s(1), actividad: 50 };
    const b = { ...s(2), actividad: 50 };
    expect(ordenarSesiones([a, b]).map((x) => x.creada)).toEqual([2, 1]);
  });
});
