// The focus ring's contrast (issue 38, item 3), measured in Chromium from computed styles: on each
// page, every visible control is focused as by keyboard (:focus-visible) and its ring's two bands
// (the amber outline, the dark shadow around it) are compared with the surface behind the control
// (the first opaque background up its ancestors, translucent ones blended in). One band must reach
// 3:1 against that surface (WCAG 2.2, 1.4.11 and 2.4.13: the ring's pixels change by 3:1), and be at
// least 2 px thick. Transitions are switched off first, so the styles read are the focused ones.
import type { Page } from 'playwright-core';
import { capturar, prepararRecorrido } from './arnes';

const e2e = prepararRecorrido({ semilla: 'todo' });

interface Medida {
  control: string;
  fondo: string;
  anillo: string[];
  contraste: number;
}

/** Every visible control of the page, focused by keyboard; the failures and how many were measured. */
async function medir(page: Page): Promise<{ medidos: Medida[]; fallos: Medida[]; sinFondoLiso: number }> {
  // a key press first: programmatic focus after it shows :focus-visible, as a keyboard user sees it
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    // no transitions (a tile's shadow animates): the styles read are the focused ones (element styles, which the CSP allows)
    for (const el of document.querySelectorAll<HTMLElement>('*')) el.style.transition = 'none';
    type Rgba = [number, number, number, number];
    const leer = (c: string): Rgba => {
      const n = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
    };
    const lineal = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const luz = ([r, g, b]: Rgba) => 0.2126 * lineal(r) + 0.7152 * lineal(g) + 0.0722 * lineal(b);
    const contraste = (a: Rgba, b: Rgba) => {
      const [x, y] = [luz(a), luz(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    const mezclar = (arriba: Rgba, abajo: Rgba): Rgba => {
      const a = arriba[3];
      return [arriba[0] * a + abajo[0] * (1 - a), arriba[1] * a + abajo[1] * (1 - a), arriba[2] * a + abajo[2] * (1 - a), 1];
    };
    /** The surface behind `el` (null: a photo or gradient is behind it). */
    const fondoDe = (el: Element): Rgba | null => {
      const capas: Rgba[] = [];
      for (let n: Element | null = el.parentElement; n; n = n.parentElement) {
        const cs = getComputedStyle(n);
        if (cs.backgroundImage !== 'none') return null;
        const c = leer(cs.backgroundColor);
        if (c[3] === 0) continue;
        capas.push(c);
        if (c[3] === 1) break;
      }
      let color: Rgba = [255, 255, 255, 1];
      for (const c of capas.reverse()) color = mezclar(c, color);
      return color;
    };
    const texto = (el: HTMLElement) => `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
    const controles = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')].filter(
      (el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    const medidos: Medida[] = [];
    let sinFondoLiso = 0;
    for (const el of controles) {
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      // the element that draws the ring: itself, or the card around it (:focus-within)
      let conAnillo: HTMLElement | null = el;
      while (conAnillo && getComputedStyle(conAnillo).outlineStyle === 'none') conAnillo = conAnillo.parentElement;
      if (!conAnillo) {
        medidos.push({ control: texto(el), fondo: '—', anillo: [], contraste: 0 });
        continue;
      }
      const cs = getComputedStyle(conAnillo);
      const fondo = fondoDe(conAnillo);
      if (!fondo) {
        sinFondoLiso++;
        continue;
      }
      const bandas: Rgba[] = [];
      if (parseFloat(cs.outlineWidth) >= 2) bandas.push(leer(cs.outlineColor));
      const sombra = cs.boxShadow.match(/(rgba?\([^)]+\))\s+0px\s+0px\s+0px\s+([\d.]+)px/);
      const grosorSombra = sombra ? parseFloat(sombra[2]) - parseFloat(cs.outlineOffset) - parseFloat(cs.outlineWidth) : 0;
      if (sombra && grosorSombra >= 2) bandas.push(leer(sombra[1]));
      medidos.push({
        control: texto(el),
        fondo: `rgb(${fondo.slice(0, 3).map(Math.round).join(', ')})`,
        anillo: bandas.map((b) => `rgb(${b.slice(0, 3).join(', ')})`),
        contraste: Math.max(0, ...bandas.map((b) => contraste(mezclar(b, fondo), fondo))),
      });
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return { medidos, fallos: medidos.filter((m) => m.contraste < 3), sinFondoLiso };
  });
}

async function revisarPagina(page: Page, ruta: string, nombre: string, antes?: (page: Page) => Promise<void>) {
  await page.goto(`${e2e.sitio.url}${ruta}`);
  if (antes) await antes(page);
  const r = await medir(page);
  expect(r.medidos.length).toBeGreaterThan(3);
  expect(r.fallos).toEqual([]);
  // the surfaces measured (each distinct background once), for the record
  const superficies = [...new Set(r.medidos.map((m) => m.fondo))];
  expect(superficies.length).toBeGreaterThan(0);
  await capturar(page, `foco-${nombre}`);
  return superficies;
}

test('the focus ring reaches 3:1 on every surface of the public pages, at 1280 and 390 px', async () => {
  const vistas = new Set<string>();
  for (const ancho of [1280, 390]) {
    const page = await e2e.pagina(ancho);
    for (const [ruta, nombre] of [
      ['/', 'inicio'],
      ['/eventos', 'eventos'],
      ['/foro', 'foro'],
      ['/proyectos_estudiantes', 'proyectos'],
      ['/login', 'login'],
    ] as const) {
      // scrolled: the navbar is solid navy (at the top it lies on the hero's photo)
      for (const s of await revisarPagina(page, ruta, `${nombre}-${ancho}`, (p) => p.mouse.wheel(0, 300))) vistas.add(s);
    }
    if (ancho === 390) {
      await page.goto(e2e.sitio.url);
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('dialog', { name: 'Menú' }).waitFor();
      const r = await medir(page);
      expect(r.fallos).toEqual([]);
    }
  }
  // white, the light grey sections and the navy bar and footer at least
  expect(vistas.has('rgb(255, 255, 255)')).toBe(true);
  expect(vistas.size).toBeGreaterThanOrEqual(3);
});

test('the focus ring reaches 3:1 in the admin panel, a list, a form and a dialog', async () => {
  const admin = await e2e.comoRol('a');
  // panel pages are the app shell: each waits for what it measures to be drawn
  await revisarPagina(admin, '/panel_admin', 'panel-admin', (p) => p.getByRole('button', { name: /^Enlace de Inscripciones/ }).waitFor());
  await revisarPagina(admin, '/panel_admin/proyectos_estudiantes', 'lista-admin', (p) =>
    p
      .getByRole('button', { name: /^Dar de baja / })
      .first()
      .waitFor(),
  );
  await revisarPagina(admin, '/panel_admin/proyectos_estudiantes/registrar_proyecto', 'form-admin', (p) =>
    p.getByRole('button', { name: 'Registrar proyecto' }).waitFor(),
  );
  await admin.goto(`${e2e.sitio.url}/panel_admin`);
  await admin.getByRole('button', { name: /^Enlace de Inscripciones/ }).click();
  await admin.getByRole('dialog', { name: 'Enlace de inscripciones' }).getByLabel('Enlace para las inscripciones').waitFor();
  const r = await medir(admin);
  expect(r.fallos).toEqual([]);
});
