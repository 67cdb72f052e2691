// Import and export (issue 43), their refusals: every bad input refused in Spanish with nothing
// written and no 500, and the export for admins only (its template, ?pks). What works: funciones.test.ts.
import { zip } from '@server/pruebas/zip';
import type { Harness } from '@server/pruebas/arnes';
import { BOM, CABECERA, png, prepararImportaciones } from '@server/pruebas/importaciones';

let h: Harness;
const { cuenta, contenido, exportar, previsualizar } = prepararImportaciones((x) => (h = x));

describe('bad input: a Spanish message, nothing written, no 500', () => {
  it('refuses each bad file and row', async () => {
    const antes = contenido();
    const previas = cuenta('importaciones');
    const rechazo = async (p: Promise<{ status: number; body: { codigo?: number; mensaje?: string } }>, mensaje: string | RegExp) => {
      const r = await p;
      expect(r.status).toBeLessThan(500);
      expect(r.body.codigo).toBe(0);
      expect(r.body.mensaje).toMatch(mensaje);
    };
    await rechazo(previsualizar('proyectos', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])), /no es una hoja de cálculo CSV o XLSX/);
    await rechazo(previsualizar('proyectos', Buffer.from(`${CABECERA}\nCaf\xe9;1;x;;a.png;;Ana;;;;;`, 'latin1')), /no está en UTF-8/);
    await rechazo(previsualizar('proyectos', 'Nombre,Color\nX,rojo\n'), /Falta la columna «Cuatrimestre».*La columna «Color» no se reconoce\./);
    await rechazo(
      previsualizar('proyectos', `${CABECERA}\n${`X;1;${'d'.repeat(60)};;a.png;;A;;;;;\n`.repeat(2500)}`),
      /más de 2000 filas|más de 2,000 filas/,
    );
    await rechazo(previsualizar('proyectos', 'x'.repeat(11 * 1024 * 1024)), /pesa más de 10 MB/);
    await rechazo(previsualizar('proyectos', `${CABECERA}\nX;1;d;;a.png;;A;;;;;`, Buffer.from('no es zip')), /no es un ZIP/);
    // bombs, built cheaply: sizes and counts written into a small ZIP's directory, and zeros that inflate past what they declare
    const fila = `${CABECERA}\nX;1;d;;a.png;;A;;;;;`;
    const declara = (b: Buffer, tamano: number) => {
      const c = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      b.writeUInt32LE(tamano, c + 24);
      return b;
    };
    const declarada = declara(await zip({ 'a.png': Buffer.alloc(1024) }), 101 * 1024 * 1024);
    await rechazo(previsualizar('proyectos', fila, declarada), /descomprimido ocuparía más de 100 MB/);
    await rechazo(previsualizar('proyectos', declarada, undefined, 'application/octet-stream'), /descomprimido ocuparía más de 100 MB/);
    const miente = declara(await zip({ 'a.png': Buffer.alloc(101 * 1024 * 1024) }), 1000);
    await rechazo(previsualizar('proyectos', fila, miente), /descomprimido ocuparía más de 100 MB/);
    const muchas = await zip({ 'a.png': png(1) });
    const fin = muchas.length - 22;
    muchas.writeUInt16LE(10_001, fin + 8);
    muchas.writeUInt16LE(10_001, fin + 10);
    await rechazo(previsualizar('proyectos', fila, muchas), /más de 10.000 archivos|más de 10,000 archivos/);
    await rechazo(
      previsualizar(
        'proyectos',
        `${CABECERA}\nX;1;d;;a.png;;A;;;;;`,
        Buffer.from((await zip({ 'zz/a.png': png(1) })).toString('latin1').replaceAll('zz/a.png', '../a.png'), 'latin1'),
      ),
      /ruta no permitida/,
    );
    await rechazo(previsualizar('eventos' + 'x', 'a'), /Elija qué desea importar/);
    expect(contenido()).toEqual(antes);
    expect(cuenta('importaciones')).toBe(previas);
    const salud = await h.app.inject({ method: 'GET', url: '/salud' });
    expect(salud.statusCode).toBe(200);
  }, 60_000);
});

describe('export', () => {
  it('is for admins only; the template has the headers and one example row; ?pks picks rows', async () => {
    for (const quien of [null, 'e'] as const) {
      const r = await exportar('proyectos.csv', quien);
      expect(r.statusCode).toBe(403);
      expect(r.body).toBe('Solo el personal administrador puede exportar.');
    }
    expect((await exportar('proyectos.csv', 's')).statusCode).toBe(200);
    expect((await exportar('usuarios.csv')).statusCode).toBe(404);
    const p = await exportar('plantilla-proyectos.csv');
    const lineas = p.body.replace(BOM, '').trim().split('\r\n');
    expect(lineas[0]).toBe(CABECERA.replaceAll(';', ','));
    expect(lineas).toHaveLength(2);
    const s = await exportar('solicitudes.csv?pks=999999');
    expect(s.body.replace(BOM, '').trim()).toBe('Nombre,Correo,Teléfono,Mensaje,Fecha,Estado,Atendida por,Atendida el');
  });
});
