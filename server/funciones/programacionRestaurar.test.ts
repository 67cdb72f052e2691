// Issue 45, finding 4 (decision 0054: a revision records the schedule but a restore never carries
// it): a retired project stays retired after an older revision is restored; an event saved with a
// retirarEn already past was never public, so no feed or calendar names it (not even as CANCELLED).
import { type Harness } from '@server/pruebas/arnes';
import { prepararProyectos } from '@server/pruebas/proyectos';
import { aPared } from '@/shared/lib/zonaHoraria';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { feedAtom } from './feed';
import { calendarioEventos } from '@server/entidades/eventos/calendario';

let h: Harness;
const { proyecto, registrar } = prepararProyectos((x) => (h = x));
const HORA = 3600_000;
const pared = (ms: number) => aPared(new Date(ms).toISOString(), h.config.zonaHoraria);
type P = {
  nombre_proyecto: string;
  imgs: { img_proyecto: string }[];
  miembros: { pk_miembro_proyecto: number; nombre_miembro: string }[];
  foto_miembros: string;
};

it('restoring an older revision of a retired project keeps it retired (404 to visitors), with the older content', async () => {
  const pk = await registrar({ nombre_proyecto: 'Huerto Primero' });
  const primera = h.db.prepare("SELECT min(pk_revision) FROM revisiones WHERE entidad = 'proyecto' AND pk = ?").pluck().get(pk) as number;
  const p = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) }, { quien: 'a' })).body as unknown as P;
  const editado = await h.llamar(
    'editarProyecto',
    proyecto({
      pkProyecto: String(pk),
      nombre_proyecto: 'Huerto Segundo',
      imgs_proyecto: JSON.stringify(p.imgs.map((i, n) => ({ key: `${n}`, imagen: i.img_proyecto }))),
      miembros: JSON.stringify(p.miembros.map((m, n) => ({ key: `${n}`, nombre: m.nombre_miembro, pk: m.pk_miembro_proyecto }))),
      foto_miembros: p.foto_miembros,
      retirarEn: pared(Date.now() - HORA),
    }),
    { quien: 'a', multipart: true },
  );
  expect(editado.body).toMatchObject({ codigo: 1 });
  expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status).toBe(404);
  const r = await h.llamar('restaurarRevision', { pkRevision: String(primera) }, { quien: 'a' });
  expect(r.body).toMatchObject({ codigo: 1 });
  // the red team's case: it went from 404 to public
  expect((await h.llamar('obtenerProyecto', { pkProyecto: String(pk) })).status).toBe(404);
  const admin = (await h.llamar('obtenerProyecto', { pkProyecto: String(pk) }, { quien: 'a' })).body;
  expect(admin).toMatchObject({ nombre_proyecto: 'Huerto Primero', publicado: false });
  expect(admin.retirar_en).toBeTruthy();
  expect(await feedAtom(h.db, h.config)).not.toContain('Huerto Primero');
});

it('an event saved with retirarEn already past is absent from /eventos.ics and the feed; one retired after being public stays as CANCELLED', async () => {
  const imgs = JSON.stringify([{ key: '0.1', imagen: dataUrlDemo(3) }]);
  const evento = async (nombre: string, extra: Record<string, string>) => {
    const datos = { nombreEvento: nombre, descripcion: `Descripción de ${nombre}.`, imgs, inicio: pared(Date.now() + 48 * HORA), ...extra };
    const r = await h.llamar('registrarEvento', datos, { quien: 'a', multipart: true });
    expect(r.body).toMatchObject({ codigo: 1 });
    return r.body.pk_evento as number;
  };
  await evento('Charla nunca publica', { retirarEn: pared(Date.now() - HORA) });
  const publica = await evento('Charla que fue publica', {});
  // retired later (as the periodic job would): it was public, calendars must learn it is gone
  h.db.prepare("UPDATE eventos SET retirar_en = '2999-01-01T00:00:00Z', creado = '2000-01-01 00:00:00' WHERE pk_evento = ?").run(publica);
  h.db.prepare("UPDATE eventos SET retirar_en = '2001-01-01T00:00:00Z', publicado = 0 WHERE pk_evento = ?").run(publica);
  const ics = (await h.app.inject({ method: 'GET', url: '/eventos.ics' })).body;
  expect(ics).not.toContain('Charla nunca publica');
  expect(await calendarioEventos(h.db, h.config)).not.toContain('Charla nunca publica');
  expect(ics).toContain('STATUS:CANCELLED');
  expect(ics).toContain('Charla que fue publica');
  expect(await feedAtom(h.db, h.config)).not.toContain('Charla nunca publica');
  expect((await h.app.inject({ method: 'GET', url: '/feed.xml' })).body).not.toContain('Charla nunca publica');
});
