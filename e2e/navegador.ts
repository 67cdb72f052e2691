// The browser side of the browser tests: Debian's Chromium through playwright-core, a fresh page,
// the axe check (WCAG 2.1 AA, no serious/critical) and api.php called from inside a page.
// arnes.ts re-exports all of it: journeys import from there.
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

/** Debian's Chromium as root on this machine (STACK.md); Lighthouse adds --headless=new. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function abrirNavegador(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh context (no cookies, no storage) and page at the given width. Page errors fail the test. */
export async function nuevaPagina(browser: Browser, ancho = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: ancho, height: ancho > 600 ? 800 : 844 }, locale: 'es-MX' });
  const page = await context.newPage();
  page.on('pageerror', (e) => {
    throw new Error(`error en la página ${page.url()}: ${e.message}`);
  });
  // a server-rendered page is shown before its app starts (after its photo has painted): a
  // navigation that waits for 'load' (the default) also waits for the app, as a person would see
  // it answer; 'domcontentloaded' or 'commit' return at once (the taps-before-start journeys)
  const conApp =
    <A extends unknown[], R>(navegar: (...a: A) => Promise<R>, opciones: (a: A) => { waitUntil?: string } | undefined) =>
    async (...a: A): Promise<R> => {
      const r = await navegar(...a);
      const hasta = opciones(a)?.waitUntil;
      if (!hasta || hasta === 'load' || hasta === 'networkidle') {
        await page.waitForFunction(() => !('__toques' in window) || (window as { __toques?: unknown }).__toques === undefined, undefined, {
          timeout: 30_000,
        });
      }
      return r;
    };
  page.goto = conApp(page.goto.bind(page), (a) => a[1]);
  page.reload = conApp(page.reload.bind(page), (a) => a[0]);
  return page;
}

/** axe with WCAG 2.0/2.1 A and AA tags; fails on any serious or critical violation. */
export async function revisarAxe(page: Page, donde: string): Promise<void> {
  // colours mid-transition are not the page's (a button fading in once failed color-contrast under load)
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (graves.length) {
    const detalle = graves
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` (${n.any[0].message})` : ''}`)
            .join('\n  ')}`,
      )
      .join('\n');
    throw new Error(`axe en ${donde}:\n${detalle}`);
  }
}

/** Calls api.php from inside the page (same origin, with the page's cookies). */
export async function llamarDesdePagina(page: Page, campos: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(async (c) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(c)) form.append(k, v);
    const r = await fetch('/api.php', { method: 'POST', body: form, credentials: 'same-origin' });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  }, campos);
}
