// The account page's open sessions for people: a User-Agent as "Chrome en Android", a
// time as "hace 5 minutos", and the order of the list. A few rules cover the browsers our users
// have; anything else is "Navegador desconocido" (the raw text helps nobody on a phone).
import type { SesionAbierta } from '@/shared/api/contrato/sesion';

// order matters: Edge, Opera and Samsung Internet also say "Chrome"; Firefox and Chrome on iOS also say "Safari"
const NAVEGADORES: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

// Android and iOS before Linux and macOS (their User-Agents name those too)
const SISTEMAS: [RegExp, string][] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const buscar = (tabla: [RegExp, string][], texto: string) => tabla.find(([re]) => re.test(texto))?.[1];

/** "Chrome en Android", "Firefox en Windows", "Safari en iPhone"… from a User-Agent. */
export function navegadorLegible(userAgent: string): string {
  const navegador = buscar(NAVEGADORES, userAgent) ?? 'Navegador desconocido';
  const sistema = buscar(SISTEMAS, userAgent);
  return sistema ? `${navegador} en ${sistema}` : navegador;
}

const relativo = new Intl.RelativeTimeFormat('es-MX', { numeric: 'always' });

/** How long before `ahora` the moment `ms` was, in Spanish ("hace 5 minutos", "hace 2 días"). */
export function haceCuanto(ms: number, ahora: number): string {
  const segundos = Math.max(0, Math.floor((ahora - ms) / 1000));
  if (segundos < 60) return 'hace menos de un minuto';
  const minutos = Math.floor(segundos / 60);
  if (minutos < 60) return relativo.format(-minutos, 'minute');
  const horas = Math.floor(minutos / 60);
  if (horas < 24) return relativo.format(-horas, 'hour');
  return relativo.format(-Math.floor(horas / 24), 'day');
}

/** This session first, then the others by last activity (the most recent first), then by start. */
export function ordenarSesiones(sesiones: readonly SesionAbierta[]): SesionAbierta[] {
  return [...sesiones].sort((a, b) => Number(b.esta) - Number(a.esta) || b.actividad - a.actividad || b.creada - a.creada);
}
