// The content of the photo bench (fotos.ts): an admin uploads it through api.php as the admin
// forms do, then the bench waits for every photo's variants to be on disk.
import fs from 'node:fs';
import path from 'node:path';
import type { Sitio } from '../e2e/arnes';
import { fotoDemo } from '@server/semillas/imagenDemo';
import { variantesDe } from '@/shared/lib/variantes';

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function api(
  sitio: Sitio,
  campos: Record<string, string>,
  cookie = '',
): Promise<{ body: Record<string, unknown>; cookie: string; ms: number }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  const t = performance.now();
  const r = await fetch(`${sitio.url}/api.php`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  const body = (await r.json()) as Record<string, unknown>;
  const ms = performance.now() - t;
  if (r.status !== 200) throw new Error(`${campos.funcion}: ${r.status} ${JSON.stringify(body)}`);
  const sid = r.headers.getSetCookie().find((c) => c.startsWith('sid='));
  return { body, cookie: sid ? sid.split(';')[0] : cookie, ms };
}

/** The 62 photos the content uses (57 + 5 timed), drawn before the first upload: the uploads then come as a burst, as when an admin publishes. */
let preparadas: string[] = [];
const foto = () => Promise.resolve(preparadas.shift()!);
const lista = async (n: number) =>
  JSON.stringify(await Promise.all(Array.from({ length: n }, async (_, i) => ({ key: `${i}.12345`, imagen: await foto() }))));

/** Uploads the content; returns a project's pk and the time to store one photo (median of 5). */
export async function subirContenido(sitio: Sitio): Promise<{ pkProyecto: number; msSubida: number }> {
  preparadas = [];
  for (let i = 0; i < 62; i++) preparadas.push(`data:image/jpeg;base64,${(await fotoDemo(1000 + i, 1600, 1200)).toString('base64')}`);
  const { cookie } = await api(sitio, { funcion: 'iniciarSesion', usuario: 'admin', contrasena: 'Admin#2026' });
  let pkProyecto = 0;
  for (let i = 0; i < 12; i++) {
    const r = await api(
      sitio,
      {
        funcion: 'registrarProyecto',
        nombre_proyecto: `Proyecto con fotos ${i + 1}`,
        cuatrimestre: String(1 + (i % 11)),
        descripcion_proyecto: 'Un proyecto con fotografías de tamaño real.',
        enlace: '',
        imgs_proyecto: await lista(2),
        miembros: JSON.stringify([{ key: '1.12345', nombre: 'Ana Pérez', pk: 0 }]),
        foto_miembros: '',
      },
      cookie,
    );
    pkProyecto ||= Number(r.body.pk_proyecto);
  }
  for (let i = 0; i < 6; i++) {
    await api(
      sitio,
      { funcion: 'registrarEvento', nombreEvento: `Evento con fotos ${i + 1}`, descripcion: 'Fotografías del evento.', imgs: await lista(3) },
      cookie,
    );
  }
  for (let i = 0; i < 6; i++)
    await api(sitio, { funcion: 'registrarEmpresaEstadia', nombreEmpresa: `Empresa con foto ${i + 1}`, imagenForm: await foto() }, cookie);
  for (let i = 0; i < 4; i++) {
    await api(
      sitio,
      {
        funcion: 'registrarCasoExito',
        nombreAlumno: `Egresada ${i + 1}`,
        generacion: '1',
        puestoEmpresa: 'Desarrolladora',
        palabrasAlumno: 'Muy buena experiencia.',
        imagenForm: await foto(),
      },
      cookie,
    );
  }
  // the time to store one photo, as the admin waits for it (an edit of one company: one image)
  const tiempos: number[] = [];
  for (let i = 0; i < 5; i++) {
    const imagenForm = await foto();
    tiempos.push((await api(sitio, { funcion: 'registrarEmpresaEstadia', nombreEmpresa: `Empresa cronometrada ${i}`, imagenForm }, cookie)).ms);
  }
  return { pkProyecto, msSubida: mediana(tiempos) };
}

/** Waits until every stored image that has variants has them all on disk (they are built in the background). */
export async function esperarVariantes(sitio: Sitio, limiteMs = 600_000): Promise<{ ms: number; fotos: number }> {
  const t = Date.now();
  const rutas = () => {
    const out: string[] = [];
    for (const carpeta of fs.existsSync(sitio.uploadsDir) ? fs.readdirSync(sitio.uploadsDir) : []) {
      for (const f of fs.readdirSync(path.join(sitio.uploadsDir, carpeta))) if (f.split('.').length === 2) out.push(`uploads/${carpeta}/${f}`);
    }
    return out;
  };
  for (;;) {
    const faltan = rutas()
      .flatMap(variantesDe)
      .filter((v) => !fs.existsSync(path.join(sitio.uploadsDir, v.slice('uploads/'.length))));
    if (faltan.length === 0) return { ms: Date.now() - t, fotos: rutas().length };
    if (Date.now() - t > limiteMs) throw new Error(`faltan ${faltan.length} variantes tras ${limiteMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
