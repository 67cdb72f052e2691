// Limits on every request body, tried as an attacker would: real sockets from another process against
// a real listening server on loopback (not inject), bounded in count and time: BODY_LIMIT and
// TEXT_FIELD_LIMIT while the body streams, and the refused client still reading its answer. Idle and slow
// connections and the connection cap: limitesConexiones.test.ts; shared helpers: server/pruebas/conexiones.ts.
import net from 'node:net';
import { spawn } from 'node:child_process';
import { nuevoHarness, type Harness } from './pruebas/arnes';
import { escuchar, obtener } from './pruebas/conexiones';

const GRANDE = { codigo: 0, mensaje: 'La solicitud es demasiado grande. Reduzca el tamaño o la cantidad de imágenes.' };

/**
 * Another process streams a multipart body of four 45 MB text fields (180 MB) in 1 MB chunks,
 * chunked (no Content-Length, so nothing is known before the bytes arrive); prints { status, body, enviados }.
 * With the argument `imagenes` the fields are the four image fields, which may be large.
 */
const ATACANTE_MULTIPART = `
const http = require('node:http');
const b = '----ataque';
const trozo = Buffer.alloc(1024 * 1024, 'a');
const nombres = process.argv[2] === 'imagenes' ? ['imgs', 'imagenForm', 'foto_miembros', 'imgs_proyecto'] : ['a', 'b', 'c', 'd'];
let enviados = 0, campo = 0, enCampo = 0, hecho = false;
const fin = (status, body) => { if (hecho) return; hecho = true; process.stdout.write(JSON.stringify({ status, body, enviados })); process.exit(0); };
const req = http.request({ host: '127.0.0.1', port: Number(process.argv[1]), method: 'POST', path: '/api.php',
  headers: { 'content-type': 'multipart/form-data; boundary=' + b, 'transfer-encoding': 'chunked' } }, (res) => {
  let body = '';
  res.on('data', (d) => (body += d));
  res.on('end', () => fin(res.statusCode, body));
});
req.on('error', () => setTimeout(() => fin(0, ''), 2000));
const cabecera = (n) => '--' + b + '\\r\\nContent-Disposition: form-data; name="' + n + '"\\r\\n\\r\\n';
req.write('--' + b + '\\r\\nContent-Disposition: form-data; name="funcion"\\r\\n\\r\\ntraerTopicos\\r\\n');
function escribir() {
  while (campo < 4) {
    if (enCampo === 0) req.write(cabecera(nombres[campo]));
    enCampo++;
    enviados += trozo.length;
    const sigue = req.write(trozo);
    if (enCampo === 45) { req.write('\\r\\n'); campo++; enCampo = 0; }
    if (!sigue) return req.once('drain', escribir);
  }
  req.end('--' + b + '--\\r\\n');
}
escribir();
`;

describe('the body of any request is bounded by BODY_LIMIT', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await nuevoHarness();
  });
  afterAll(() => h.cerrar());

  async function atacar(port: number, modo: 'texto' | 'imagenes') {
    global.gc?.();
    const antes = process.memoryUsage().rss;
    let maximo = antes;
    const muestreo = setInterval(() => (maximo = Math.max(maximo, process.memoryUsage().rss)), 20);
    const atacante = spawn(process.execPath, ['-e', ATACANTE_MULTIPART, String(port), modo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let salida = '';
    atacante.stdout.on('data', (d) => (salida += d));
    const r = await new Promise<{ status: number; body: string; enviados: number }>((resolve) =>
      atacante.on('exit', () =>
        resolve(JSON.parse(salida || '{"status":0,"body":"","enviados":0}') as { status: number; body: string; enviados: number }),
      ),
    );
    clearInterval(muestreo);
    const crecio = (maximo - antes) / 1024 / 1024;
    if (process.env.VER_MEMORIA) console.log(`${modo}: memoria +${crecio.toFixed(0)} MB, enviados ${(r.enviados / 1024 / 1024).toFixed(0)} MB`);
    return { ...r, crecio };
  }

  it('a 180 MB multipart body of text fields is refused with 413 as it streams, memory stays flat and the server lives', async () => {
    const port = await escuchar(h);
    const r = await atacar(port, 'texto');
    expect([r.status, JSON.parse(r.body || '{}')]).toEqual([413, GRANDE]);
    expect(r.crecio).toBeLessThan(100);
    // refused as soon as the first field passed TEXT_FIELD_LIMIT, not after reading 180 MB (nor 60)
    expect(r.enviados).toBeLessThan(20 * 1024 * 1024);
    expect((await obtener(port, '/salud')).status).toBe(200);
  }, 60_000);

  it('180 MB of image fields is refused with 413 once the whole body passes BODY_LIMIT (20 MB here)', async () => {
    // images up to BODY_LIMIT are legitimately held in memory: a smaller limit keeps the figure clear
    const h2 = await nuevoHarness({ BODY_LIMIT: String(20 * 1024 * 1024) });
    const port = await escuchar(h2);
    const r = await atacar(port, 'imagenes');
    await h2.cerrar();
    expect([r.status, JSON.parse(r.body || '{}')]).toEqual([413, GRANDE]);
    expect(r.crecio).toBeLessThan(60);
    expect(r.enviados).toBeLessThan(40 * 1024 * 1024);
  }, 60_000);

  it('a Content-Length over BODY_LIMIT is refused before the body is read', async () => {
    const r = await h.app.inject({
      method: 'POST',
      url: '/api.php',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(h.config.bodyLimit + 1) },
      payload: '--x--\r\n',
    });
    expect([r.statusCode, r.json()]).toEqual([413, GRANDE]);
  });

  it('a text field over TEXT_FIELD_LIMIT is refused; an image field of the same size is read', async () => {
    const largo = 'x'.repeat(h.config.textFieldLimit + 10);
    const texto = await h.llamar('registrarPregunta', { idTopico: '2', pregunta: largo }, { multipart: true });
    expect([texto.status, texto.body]).toEqual([413, GRANDE]);
    // the image field passes the body limits and reaches the schema, which names what is wrong with it
    const imagen = await h.llamar(
      'registrarEmpresaEstadia',
      { nombreEmpresa: 'Grande', imagenForm: `data:image/png;base64,${'A'.repeat(100_000)}` },
      { quien: 'a', multipart: true },
    );
    expect(imagen.status).not.toBe(413);
    expect(imagen.body.codigo).toBe(0);
  });
});

describe('a refused body does not cost the client its answer', () => {
  let h: Harness;
  let port: number;
  beforeAll(async () => {
    h = await nuevoHarness();
    port = await escuchar(h);
  });
  afterAll(() => h.cerrar());

  /**
   * A raw client that goes on sending its body in 64 KB chunks for `enviarMs` without reading, as a
   * browser uploading a large form does, then reads what came: the answer's text, or how the
   * connection failed; `cerradaEn` is when the connection ended, from the first byte sent.
   */
  function clienteTerco(cabeceras: string, inicio: string, enviarMs: number): Promise<{ texto: string; fallo?: string; cerradaEn: number }> {
    return new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      const desde = Date.now();
      let texto = '';
      let fallo: string | undefined;
      let viva = true;
      s.pause();
      s.on('data', (d: Buffer) => (texto += d.toString()));
      s.on('error', (e) => (fallo = (e as NodeJS.ErrnoException).code ?? 'error'));
      s.on('close', () => {
        viva = false;
        resolve({ texto, fallo, cerradaEn: Date.now() - desde });
      });
      const chunked = cabeceras.includes('Transfer-Encoding: chunked');
      const enviar = (t: string | Buffer) => {
        if (!viva) return;
        if (chunked) s.write(`${Buffer.byteLength(t).toString(16)}\r\n`);
        s.write(t);
        if (chunked) s.write('\r\n');
      };
      s.write(cabeceras);
      enviar(inicio);
      const trozo = Buffer.alloc(64 * 1024, 'a');
      const fin = Date.now() + enviarMs;
      const seguir = () => {
        if (!viva) return;
        if (Date.now() > fin) return void s.resume();
        enviar(trozo);
        setTimeout(seguir, 5);
      };
      seguir();
      setTimeout(() => s.destroy(), enviarMs + 10_000).unref();
    });
  }
  const MULTIPART = 'POST /api.php HTTP/1.1\r\nHost: sitio\r\nContent-Type: multipart/form-data; boundary=x\r\n';
  const CAMPO =
    '--x\r\nContent-Disposition: form-data; name="funcion"\r\n\r\ntraerTopicos\r\n--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n';

  it('a client still sending when its text field passes the limit reads the 413 and its message (no reset)', async () => {
    const r = await clienteTerco(`${MULTIPART}Transfer-Encoding: chunked\r\n\r\n`, CAMPO, 600);
    expect(r.fallo).toBeUndefined();
    expect(r.texto).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.texto).toContain(GRANDE.mensaje);
  });

  it('the same when its Content-Length passes BODY_LIMIT (refused before reading)', async () => {
    const r = await clienteTerco(`${MULTIPART}Content-Length: ${h.config.bodyLimit + 1}\r\n\r\n`, CAMPO, 600);
    expect(r.fallo).toBeUndefined();
    expect(r.texto).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.texto).toContain(GRANDE.mensaje);
  });

  it('a client that never stops sending is cut a few seconds after its answer, and /salud answers meanwhile', async () => {
    const terco = clienteTerco(`${MULTIPART}Transfer-Encoding: chunked\r\n\r\n`, CAMPO, 20_000);
    expect((await obtener(port, '/salud')).status).toBe(200);
    const r = await terco;
    expect(r.cerradaEn).toBeLessThan(8_000);
  }, 30_000);
});
