// Taps before the app starts (the jsaction pattern). A server-rendered page is readable and its
// links work at once, but its buttons (the menu, "Ver mas", a subject's arrow, the image popup) and
// forms need the app, which starts only after the page's photo has painted. SCRIPT_TOQUES runs inline
// in the page's <head> (the server adds its hash to the CSP): it records, in the capture phase,
// every tap on a button and every submit inside #root (the default prevented: a form never posts or
// GETs before the app handles it) and which fields were typed in; reproducirToques() replays them
// once the app has hydrated (the same DOM nodes: hydration keeps them), then stops recording.
// Links are not recorded: they are ordinary links.

/** What the inline script leaves on window. */
interface Toques {
  /** [tipo, elemento, submitter] in order. */
  q: [string, Element, Element | null][];
  /** Fields typed in before the app started. */
  m: Set<Element>;
  /** Stops recording. */
  fin(this: void): void;
}

declare global {
  interface Window {
    __toques?: Toques;
  }
}

/** The inline script (ES5, no dependency): keep it tiny; the server hashes this exact text. */
export const SCRIPT_TOQUES =
  '(function(d,w){var q=[],m=new Set(),t=["click","submit","input","change"];' +
  'function h(e){var x=e.target,r=d.getElementById("root");if(!(x instanceof Element)||!r||!r.contains(x))return;' +
  'if(e.type==="input"||e.type==="change"){m.add(x);return}' +
  'var c=e.type==="submit"?x:x.closest("button,[role=button]");if(!c||(e.type==="click"&&c.type==="submit"&&c.form))return;' +
  'e.preventDefault();e.stopPropagation();q.push([e.type,c,e.submitter||null])}' +
  't.forEach(function(n){d.addEventListener(n,h,true)});' +
  'w.__toques={q:q,m:m,fin:function(){t.forEach(function(n){d.removeEventListener(n,h,true)})}}})(document,window)';

/** Sets a field's value with the element's own setter (React's tracker on the node does not see it). */
function ponerValorNativo(el: HTMLInputElement | HTMLTextAreaElement, valor: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the element as `this`
  const poner = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  poner.call(el, valor);
}

/**
 * After hydration: what was typed reaches the store (React kept the typed value in the DOM but its
 * state still holds the server's, which hydration wrote as defaultValue: the value is set back to
 * that through React's tracker, then to the typed text natively, and an input event makes React
 * see the change), then the recorded taps and submits run in order.
 */
export async function reproducirToques(w: Window = window): Promise<number> {
  const t = w.__toques;
  if (!t) return 0;
  t.fin();
  // every typed value is read before the first is handed over: React re-renders the form at each
  // change, and writes its state (still the server's) into the fields not handed over yet
  const escritos: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
  for (const el of t.m) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.isConnected) continue;
    if (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file' || el.value === el.defaultValue) continue;
    escritos.push([el, el.value]);
  }
  for (const [el, escrito] of escritos) {
    el.value = el.defaultValue;
    ponerValorNativo(el, escrito);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    // React renders the change (in a microtask) before the next field's handler runs: a form
    // whose onChange spreads its state (`{ ...datos, campo }`) would otherwise undo the one before
    await new Promise((r) => setTimeout(r, 0));
  }
  let n = 0;
  // gone once everything is handed over (the journeys wait for this: the app answers from here on)
  delete w.__toques;
  for (const [tipo, el, submitter] of t.q) {
    if (!el.isConnected) continue;
    n++;
    if (tipo === 'submit' && el instanceof HTMLFormElement) {
      el.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : undefined);
    } else if (el instanceof HTMLElement) {
      el.click();
    }
  }
  return n;
}
