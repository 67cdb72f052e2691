// When a server-rendered page asks for the app (issue 34). Its entry (main.js) is not in the
// document as a script element: the browser would fetch it with the page's first requests and run it
// before the first paint, and Lighthouse's simulation of a phone would count its download and its
// run in the page's LCP. SCRIPT_CARGADOR runs inline in <head> (beside the taps recorder, one CSP
// hash) and inserts the entry, read from its own element's data-principal, once the page has painted:
// - without a photo (fetchpriority=high in #root): two frames after the browser reports the page's
//   first largest-contentful-paint entry (Chromium, Firefox; the entry comes once the frame is on
//   screen, so the entry's download and run start after it), or else two frames after the document
//   is parsed. Two frames alone were not always enough: in CI's bench Lighthouse saw the entry's
//   download and run before the text's paint in two of three runs of `/` (1.16× its LCP without
//   scripts, against 0.99–1.04× in quiet runs);
// - with one: when the browser reports it as a largest-contentful-paint candidate (Chromium,
//   Firefox), or else once it has loaded, been decoded and two frames have painted it (its load
//   event alone is not enough: the frame after it may not show the photo yet);
// - at most ESPERA_FOTO_MS after the document is parsed. A hidden tab paints no frame: a 100 ms
//   timeout stands in for each. The entry then fetches the start's chunks (app/antesDelArranque.ts).

/** How long the page waits for its photo before starting anyway. */
export const ESPERA_FOTO_MS = 2500;

/** The inline script (ES5, no dependency, no `<` or `>`: nothing in it could close its element): keep it small; the server hashes this exact text. */
export const SCRIPT_CARGADOR =
  '(function(d,w){var c=d.currentScript||d.querySelector("script[data-principal]"),u=c&&c.getAttribute("data-principal"),h=0;if(!u)return;' +
  'function cargar(){if(h)return;h=1;u.split(" ").forEach(function(s){var e=d.createElement("script");e.src=s;e.async=false;d.head.appendChild(e)})}' +
  'function cuadros(f){var n=0;(function uno(){var l=0;function y(){if(!l){l=1;setTimeout(++n===2?f:uno,0)}}w.requestAnimationFrame&&w.requestAnimationFrame(y);setTimeout(y,100)})()}' +
  'function pintada(){var i=d.querySelector("#root img[fetchpriority=high]"),T=w.PerformanceObserver,o;' +
  `setTimeout(cargar,${ESPERA_FOTO_MS});` +
  'function lcp(f,g){if(!T||(T.supportedEntryTypes||[]).indexOf("largest-contentful-paint")===-1||d.visibilityState==="hidden")return 0;' +
  'o=new T(function(l){l.getEntries().forEach(function(e){if(o&&f(e)){o.disconnect();o=0;g()}})});o.observe({type:"largest-contentful-paint",buffered:true});return 1}' +
  'if(!i){lcp(function(){return 1},function(){cuadros(cargar)})||cuadros(cargar);return}' +
  'lcp(function(e){return e.element===i||e.url&&e.url===i.currentSrc},cargar);' +
  'function lista(){var p=i.decode&&i.decode();p&&p.then?p.then(function(){cuadros(cargar)},function(){cuadros(cargar)}):cuadros(cargar)}' +
  'i.complete?lista():(i.addEventListener("load",lista),i.addEventListener("error",lista))}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",pintada):pintada()})(document,window)';
