// Lighthouse content as an admin really uploads it: 12 projects and 6 events, each with ordinary 1600×1200
// JPEG photos (drawn in Chromium with noise, so they weigh what a camera's do), registered through
// api.php as the admin forms do (data URLs in form fields).
import { abrirNavegador, type Sitio } from '../e2e/arnes';

async function fotos(cuantas: number): Promise<string[]> {
  const browser = await abrirNavegador();
  try {
    const page = await browser.newPage();
    return await page.evaluate((n) => {
      const lista: string[] = [];
      for (let i = 0; i < n; i++) {
        const c = document.createElement('canvas');
        c.width = 1600;
        c.height = 1200;
        const g = c.getContext('2d')!;
        const fondo = g.createLinearGradient(0, 0, 1600, 1200);
        fondo.addColorStop(0, `hsl(${(i * 47) % 360} 55% 45%)`);
        fondo.addColorStop(1, `hsl(${(i * 47 + 120) % 360} 50% 30%)`);
        g.fillStyle = fondo;
        g.fillRect(0, 0, 1600, 1200);
        for (let k = 0; k < 60; k++) {
          g.fillStyle = `hsla(${(i * 31 + k * 13) % 360} 60% ${30 + (k % 50)}% / 0.5)`;
          g.beginPath();
          g.arc((k * 397 + i * 101) % 1600, (k * 263 + i * 59) % 1200, 40 + ((k * 17) % 160), 0, Math.PI * 2);
          g.fill();
        }
        // sensor noise: what makes a photo weigh hundreds of KB
        const d = g.getImageData(0, 0, 1600, 1200);
        let s = 1234 + i;
        for (let p = 0; p < d.data.length; p += 4) {
          s = (s * 1103515245 + 12345) & 0x7fffffff;
          const r = (s % 41) - 20;
          d.data[p] += r;
          d.data[p + 1] += r;
          d.data[p + 2] += r;
        }
        g.putImageData(d, 0, 0);
        lista.push(c.toDataURL('image/jpeg', 0.85));
      }
      return lista;
    }, cuantas);
  } finally {
    await browser.close();
  }
}

async function llamar(
  url: string,
  campos: Record<string, string>,
  cookie?: string,
): Promise<{ status: number; body: Record<string, unknown>; cookie?: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  const r = await fetch(`${url}/api.php`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  const sid = /sid=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0];
  return { status: r.status, body: (await r.json()) as Record<string, unknown>, cookie: sid };
}

/** 12 projects (2 photos each) and 6 events (2 photos each) with 1600×1200 JPEGs, as the admin. */
export async function sembrarFotos(sitio: Sitio): Promise<void> {
  const imgs = await fotos(12);
  const login = await llamar(sitio.url, { funcion: 'iniciarSesion', usuario: 'admin', contrasena: 'Admin#2026' });
  if (!login.cookie) throw new Error(`el bench no pudo entrar como admin: ${JSON.stringify(login.body)}`);
  const par = (i: number) => JSON.stringify([0, 1].map((k) => ({ key: `f${k}`, imagen: imgs[(i + k) % imgs.length] })));
  for (let i = 0; i < 12; i++) {
    const r = await llamar(
      sitio.url,
      {
        funcion: 'registrarProyecto',
        nombre_proyecto: `Proyecto con fotos ${i + 1}`,
        cuatrimestre: String((i % 10) + 1),
        descripcion_proyecto: 'Un proyecto del cuatrimestre con fotografías reales del equipo trabajando y de la aplicación en uso.',
        enlace: '',
        imgs_proyecto: par(i),
        miembros: JSON.stringify([{ key: 'm', nombre: 'Integrante del equipo', pk: 0 }]),
        foto_miembros: '',
      },
      login.cookie,
    );
    if (r.status !== 200) throw new Error(`registrarProyecto: ${JSON.stringify(r.body)}`);
  }
  for (let i = 0; i < 6; i++) {
    const r = await llamar(
      sitio.url,
      {
        funcion: 'registrarEvento',
        nombreEvento: `Evento con fotos ${i + 1}`,
        descripcion: 'Conferencia y taller del programa, con fotografías del día.',
        imgs: par(i + 3),
      },
      login.cookie,
    );
    if (r.status !== 200) throw new Error(`registrarEvento: ${JSON.stringify(r.body)}`);
  }
}
