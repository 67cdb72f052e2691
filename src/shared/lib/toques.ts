// Taps before the app starts (the jsaction pattern). A server-rendered page is readable and its
// links work at once, but its buttons (the menu, "Ver más", a subject's arrow, the image popup) and
// forms need the app, which starts only after the page's photo has painted. SCRIPT_TOQUES runs inline
// in the page's <head> (the server adds its hash to the CSP): it records, in the capture phase,
// every tap on a button and every submit inside #root (the default prevented: a form never posts or
// GETs before the app handles it) and what was typed in which field (kept from React until the
// replay: a hydrated form re-rendering on one field would write its state over another typed
// before hydration, which lost a user name in 7 logins of 12 in Chromium); reproducirToques() replays them
// once the app has hydrated (the same DOM nodes: hydration keeps them), then stops recording.
// Links are not recorded: they are ordinary links.

/** What the inline script leaves on window. */
interface Toques {
  /** [tipo, elemento, submitter] in order. */
  q: [string, Element, Element | null][];
  /** Fields typed in before the app started, with what was last typed in each. */
  m: Map<Element, string>;
  /** Stops recording. */
  fin(this: void): void;
  /** Set while the replay dispatches its own events, which the recorder lets through. */
  p?: boolean;
}

declare global {
  interface Window {
    __toques?: Toques;
  }
}

/** The inline script (ES5, no dependency): keep it tiny; the server hashes this exact text. */
export const SCRIPT_TOQUES =
  '(function(d,w){var q=[],m=new Map(),t=["click","submit","input","change"];' +
  'function h(e){var x=e.target,r=d.getElementById("root"),k=w.__toques;if(k&&k.p||!(x instanceof Element)||!r||!r.contains(x))return;' +
  'if(e.type==="input"||e.type==="change"){if(x.tagName==="TEXTAREA"||x.tagName==="INPUT"&&!/^(checkbox|radio|file)$/.test(x.type)){m.set(x,String(x.value));e.stopPropagation()}return}' +
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
  /** Our own events go through to React; the recorder keeps what a person does meanwhile. */
  const pasar = (f: () => void) => {
    t.p = true;
    try {
      f();
    } finally {
      t.p = false;
    }
  };
  let n = 0;
  // until nothing new: what is typed or tapped while the replay awaits is recorded, and replayed
  // after it (a tap on "Entrar" while the user name is being handed over would submit without it)
  for (;;) {
    // every typed value is read before the first is handed over: React re-renders the form at each
    // change (the values as they were typed: a render of an already hydrated form may have written
    // its state over them; React keeps defaultValue equal to its state, so equal means nothing new)
    const escritos: [HTMLInputElement | HTMLTextAreaElement, string][] = [];
    for (const [el, escrito] of t.m) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.isConnected) continue;
      if (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file' || escrito === el.defaultValue) continue;
      escritos.push([el, escrito]);
    }
    t.m.clear();
    const toques = t.q.splice(0);
    if (!escritos.length && !toques.length) break;
    for (const [el, escrito] of escritos) {
      pasar(() => {
        el.value = el.defaultValue;
        ponerValorNativo(el, escrito);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
      // React renders the change (in a microtask) before the next field's handler runs: a form
      // whose onChange spreads its state (`{ ...datos, campo }`) would otherwise undo the one before
      await new Promise((r) => setTimeout(r, 0));
    }
    for (const [tipo, el, submitter] of toques) {
      if (!el.isConnected) continue;
      n++;
      pasar(() => {
        if (tipo === 'submit' && el instanceof HTMLFormElement) {
          el.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : undefined);
        } else if (el instanceof HTMLElement) {
          el.click();
        }
      });
    }
  }
  // gone once everything is handed over (the journeys wait for this: the app answers from here on)
  t.fin();
  delete w.__toques;
  return n;
}
