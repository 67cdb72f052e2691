// /eventos.ics, /eventos/<pk>.ics and /feed.xml through the whole app (inject), parsed back with
// independent parsers (ical.js, xml-js): stable UIDs, rising SEQUENCE, CANCELLED for cancelled and
// deactivated events, times right on both sides of a DST change in the programme's zone, the Atom
// feed well-formed with the newest projects and events. Both engines.
import ICAL from 'ical.js';
import { sql } from 'kysely';
import { xml2js, type Element } from 'xml-js';
import { nuevoHarness, type Harness } from '../pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';

let h: Harness;
beforeAll(async () => {
  // New York: EST (UTC−5) until 2027-03-14 02:00, EDT (UTC−4) after
  h = await nuevoHarness({ ZONA_HORARIA: 'America/New_York', SITE_URL: 'https://idgs.ejemplo.edu.mx' });
});
afterAll(() => h.cerrar());

const imgs = JSON.stringify([{ key: '0.12345', imagen: dataUrlDemo(3) }]);
const datos = (extra: Record<string, string>) => ({ nombreEvento: 'Panel', descripcion: 'Ingenieras.', imgs, ...extra });
async function registrar(extra: Record<string, string>) {
  const r = await h.llamar('registrarEvento', datos(extra), { quien: 'a', multipart: true });
  expect(r.body.codigo).toBe(1);
  return r.body.pk_evento as number;
}

interface Leido {
  uid: string;
  secuencia: number;
  estado: string;
  inicio: ICAL.Time;
  fin: ICAL.Time | null;
  lugar: string | null;
  url: string | null;
}
async function leerIcs(url = '/eventos.ics'): Promise<{ cal: ICAL.Component; eventos: Map<string, Leido> }> {
  const r = await h.app.inject(url);
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const cal = new ICAL.Component(ICAL.parse(r.body) as unknown[]);
  const eventos = new Map<string, Leido>();
  for (const v of cal.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(v);
    eventos.set(e.summary, {
      uid: e.uid,
      secuencia: e.sequence,
      estado: String(v.getFirstPropertyValue('status')),
      inicio: e.startDate,
      fin: e.endDate,
      lugar: e.location,
      url: v.getFirstPropertyValue('url') as string | null,
    });
  }
  return { cal, eventos };
}

/** The wall clock in New York at an iCalendar time. */
const enNuevaYork = (t: ICAL.Time) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'short' }).format(t.toJSDate());

it('lists dated events with stable UIDs, rising SEQUENCE, place, URL, and times right across a DST change', async () => {
  const antes = await registrar({ nombreEvento: 'Antes del cambio', inicio: '2027-03-13T10:00', fin: '2027-03-13T12:00', lugar: 'Auditorio' });
  await registrar({ nombreEvento: 'Después del cambio', inicio: '2027-03-15T10:00', fin: '2027-03-15T12:00' });
  await registrar({ nombreEvento: 'Todo el día', inicio: '2027-06-01', fin: '2027-06-02', todoElDia: '1' });
  await registrar({ nombreEvento: 'Sin fecha' });

  const uno = await leerIcs();
  expect(uno.cal.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
  expect([...uno.eventos.keys()].sort()).toEqual(['Antes del cambio', 'Después del cambio', 'Todo el día']);
  const a = uno.eventos.get('Antes del cambio')!;
  expect(a).toMatchObject({ uid: `evento-${antes}@idgs.ejemplo.edu.mx`, secuencia: 0, estado: 'CONFIRMED', lugar: 'Auditorio' });
  expect(a.url).toBe(`https://idgs.ejemplo.edu.mx/eventos#evento-${antes}`);
  expect([enNuevaYork(a.inicio), enNuevaYork(a.fin!)]).toEqual(['2027-03-13 10:00', '2027-03-13 12:00']);
  expect(a.inicio.toJSDate().toISOString()).toBe('2027-03-13T15:00:00.000Z');
  const d = uno.eventos.get('Después del cambio')!;
  expect(enNuevaYork(d.inicio)).toBe('2027-03-15 10:00');
  expect(d.inicio.toJSDate().toISOString()).toBe('2027-03-15T14:00:00.000Z');
  const t = uno.eventos.get('Todo el día')!;
  expect([t.inicio.isDate, t.inicio.toString(), t.fin!.toString()]).toEqual([true, '2027-06-01', '2027-06-03']);

  // moved an hour later: same UID, SEQUENCE 1, then cancelled: SEQUENCE 2 and CANCELLED
  await h.llamar(
    'editarEvento',
    { pkEvento: String(antes), ...datos({ nombreEvento: 'Antes del cambio', inicio: '2027-03-13T11:00' }) },
    { quien: 'a' },
  );
  const dos = (await leerIcs()).eventos.get('Antes del cambio')!;
  expect([dos.uid, dos.secuencia, enNuevaYork(dos.inicio)]).toEqual([a.uid, 1, '2027-03-13 11:00']);
  await h.llamar('editarEvento', { pkEvento: String(antes), ...datos({ nombreEvento: 'Antes del cambio', cancelado: '1' }) }, { quien: 'a' });
  const tres = (await leerIcs()).eventos.get('Antes del cambio')!;
  expect([tres.uid, tres.secuencia, tres.estado]).toEqual([a.uid, 2, 'CANCELLED']);
});

it('keeps a deactivated event as CANCELLED with a higher SEQUENCE; its own .ics is then a Spanish 404', async () => {
  const pk = await registrar({ nombreEvento: 'Se dará de baja', inicio: '2027-09-01T18:00' });
  const propio = await h.app.inject(`/eventos/${pk}.ics`);
  expect(propio.statusCode).toBe(200);
  expect(propio.headers['content-disposition']).toBe(`attachment; filename="evento-${pk}.ics"`);
  const solo = new ICAL.Component(ICAL.parse(propio.body) as unknown[]).getAllSubcomponents('vevent');
  expect(solo.map((v) => v.getFirstPropertyValue('uid'))).toEqual([`evento-${pk}@idgs.ejemplo.edu.mx`]);

  await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' });
  const e = (await leerIcs()).eventos.get('Se dará de baja')!;
  expect([e.estado, e.secuencia]).toEqual(['CANCELLED', 1]);
  for (const url of [`/eventos/${pk}.ics`, '/eventos/0.ics', '/eventos/abc.ics', '/eventos/99999999999999999999.ics']) {
    const r = await h.app.inject(url);
    expect([url, r.statusCode, r.json()]).toEqual([url, 404, { codigo: 0, mensaje: 'El evento no existe, fue dado de baja o no tiene fecha.' }]);
  }
});

it('/feed.xml is well-formed Atom with the newest projects and events, newest first', async () => {
  const r = await h.app.inject('/feed.xml');
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  const doc = xml2js(r.body) as Element; // throws on malformed XML
  const feed = doc.elements!.find((e) => e.name === 'feed')!;
  expect(feed.attributes!.xmlns).toBe('http://www.w3.org/2005/Atom');
  const texto = (e: Element, n: string) => {
    const hijo = e.elements!.find((x) => x.name === n)?.elements?.[0];
    return hijo?.text ?? hijo?.cdata;
  };
  const entradas = feed.elements!.filter((e) => e.name === 'entry');
  const titulos = entradas.map((e) => texto(e, 'title'));
  expect(titulos).toContain('Evento: Después del cambio');
  expect(titulos).not.toContain('Evento: Se dará de baja');
  for (const e of entradas) {
    expect(texto(e, 'id')).toMatch(/^https:\/\/idgs\.ejemplo\.edu\.mx\/(evento|proyecto)\/\d+$/);
    expect(e.elements!.find((x) => x.name === 'link')!.attributes!.href).toMatch(/^https:\/\/idgs\.ejemplo\.edu\.mx\//);
    expect(Date.parse(String(texto(e, 'updated')))).not.toBeNaN();
  }
  const despues = entradas.find((e) => texto(e, 'title') === 'Evento: Después del cambio')!;
  expect(texto(despues, 'summary')).toMatch(/^lunes 15 de marzo de 2027, 10:00\. Ingenieras\.$/);
});

it("/feed.xml: a project's entry is updated at its last edit, published at its creation", async () => {
  await h.db.ejecutar(
    sql`INSERT INTO proyectos (pk_proyecto, nombre_proyecto, nombre_norm, cuatrimestre, descripcion_proyecto, creado, editado)
        VALUES (424242, 'Editado después', 'editado despues', 3, 'Un proyecto.', '2030-01-02 10:00:00', '2030-02-03 11:00:00')`,
  );
  const feed = (xml2js((await h.app.inject('/feed.xml')).body) as Element).elements!.find((e) => e.name === 'feed')!;
  const entrada = feed.elements!.find(
    (e) => e.name === 'entry' && e.elements!.some((x) => x.name === 'id' && x.elements?.[0]?.text === 'https://idgs.ejemplo.edu.mx/proyecto/424242'),
  )!;
  const valor = (n: string) => entrada.elements!.find((x) => x.name === n)!.elements![0].text;
  expect([valor('updated'), valor('published')]).toEqual(['2030-02-03T11:00:00.000Z', '2030-01-02T10:00:00.000Z']);
});

// Issue 33, finding 4: an event's name with CR/LF wrote whole VEVENTs of its own into the calendar
// name (NAME, X-WR-CALNAME) of its .ics; ical.js read the file as 3 events.
it("an event's .ics escapes its name: a CR/LF in it adds no VEVENT, no property", async () => {
  const inyectado = 'Taller\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:falso@atacante\r\nURL:https://atacante.example/\r\nEND:VEVENT\r\nBEGIN:VCALENDAR';
  const pk = await registrar({ nombreEvento: inyectado.slice(0, 150), lugar: 'Sala;A,1\\', inicio: '2027-10-01T10:00' });
  for (const url of [`/eventos/${pk}.ics`, '/eventos.ics']) {
    const r = await h.app.inject(url);
    expect(r.body).not.toMatch(/^UID:falso/m);
    expect(r.body).not.toMatch(/^URL:https:\/\/atacante/m);
    const cal = new ICAL.Component(ICAL.parse(r.body) as unknown[]);
    const uids = cal.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    expect(uids).toContain(`evento-${pk}@idgs.ejemplo.edu.mx`);
    expect(uids.filter((u) => !u.startsWith('evento-'))).toEqual([]);
    // every line at most 75 octets (RFC 5545 §3.1: folded)
    for (const linea of r.body.split('\r\n')) expect(Buffer.byteLength(linea)).toBeLessThanOrEqual(75);
  }
  const propio = new ICAL.Component(ICAL.parse((await h.app.inject(`/eventos/${pk}.ics`)).body) as unknown[]);
  expect(propio.getAllSubcomponents('vevent')).toHaveLength(1);
  // the name is read back as typed, one line
  expect(propio.getFirstPropertyValue('x-wr-calname')).toBe(inyectado.slice(0, 150).replace(/\s+/g, ' '));
  expect(propio.getAllSubcomponents('vevent')[0].getFirstPropertyValue('location')).toBe('Sala;A,1\\');
});

// Issue 33, finding 6: a deactivated event kept its description and online link (a meeting's
// password) in /eventos.ics under STATUS:CANCELLED.
it('a deactivated or cancelled event keeps only what a calendar needs to drop it', async () => {
  const secreto = 'https://reunion.example/j/123?pwd=SECRETO';
  const extra = { descripcion: 'Contraseña de la sala: 4321.', lugar: 'Aula 7', enlaceEnLinea: secreto, inicio: '2027-11-01T10:00' };
  const baja = await registrar({ nombreEvento: 'Reunión privada', ...extra });
  const cancelado = await registrar({ nombreEvento: 'Reunión cancelada', ...extra });
  expect((await h.app.inject('/eventos.ics')).body).toContain('SECRETO');
  expect((await h.llamar('darBajaEvento', { pk: String(baja) }, { quien: 'a' })).body.codigo).toBe(1);
  const editado = await h.llamar(
    'editarEvento',
    { pkEvento: String(cancelado), ...datos({ nombreEvento: 'Reunión cancelada', ...extra, cancelado: '1' }) },
    { quien: 'a', multipart: true },
  );
  expect(editado.body.codigo).toBe(1);
  const r = await h.app.inject('/eventos.ics');
  expect(r.body).not.toMatch(/SECRETO|4321|Aula 7/);
  const { eventos } = await leerIcs();
  for (const [nombre, pk, secuencia] of [
    ['Reunión privada', baja, 1],
    ['Reunión cancelada', cancelado, 1],
  ] as const) {
    const e = eventos.get(nombre)!;
    expect([e.uid, e.estado, e.secuencia, e.lugar, e.url]).toEqual([`evento-${pk}@idgs.ejemplo.edu.mx`, 'CANCELLED', secuencia, null, null]);
    expect(e.inicio.toJSDate().toISOString()).toBe('2027-11-01T14:00:00.000Z');
  }
});

// Issue 33, finding 5: titles went out as type="html" (a reader rendered a plain-text name as
// HTML) and U+FFFF/U+FFFE in a name made /feed.xml invalid XML for every reader.
it('/feed.xml: a name is shown as typed, never as HTML, and XML-invalid characters leave the feed valid', async () => {
  const nombre = 'Charla <img src=x onerror=alert(1)> &amp; <b>negritas</b>';
  await registrar({ nombreEvento: `${nombre}\uFFFF\uFFFE`, descripcion: 'Texto <i>plano</i>\uFFFE.', inicio: '2027-12-01T10:00' });
  const r = await h.app.inject('/feed.xml');
  expect(r.body).not.toMatch(/[\uFFFE\uFFFF]/);
  const feed = (xml2js(r.body) as Element).elements!.find((e) => e.name === 'feed')!; // throws on invalid XML
  // what a reader shows: a type="html" value is HTML (its entities decoded, its tags rendered), a type="text" one as is
  const mostrado = (e: Element | undefined) => {
    const valor = String(e?.elements?.[0]?.text ?? e?.elements?.[0]?.cdata ?? '');
    if (e?.attributes?.type !== 'html') return valor;
    expect(valor).not.toMatch(/</); // an HTML value with a tag would render it
    return valor
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  };
  const entrada = feed.elements!.find((e) => e.name === 'entry' && mostrado(e.elements!.find((x) => x.name === 'title')).includes('Charla'))!;
  expect(mostrado(entrada.elements!.find((x) => x.name === 'title'))).toBe(`Evento: ${nombre}`);
  expect(mostrado(entrada.elements!.find((x) => x.name === 'summary'))).toMatch(/Texto <i>plano<\/i>\.$/);
});
