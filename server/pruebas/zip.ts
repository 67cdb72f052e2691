// A ZIP built in memory for the import tests (issue 43): each name with its bytes, by yazl.
import yazl from 'yazl';

export function zip(archivos: Record<string, Buffer>): Promise<Buffer> {
  return new Promise((resolve) => {
    const z = new yazl.ZipFile();
    for (const [n, b] of Object.entries(archivos)) z.addBuffer(b, n);
    z.end();
    const trozos: Buffer[] = [];
    z.outputStream.on('data', (t: Buffer) => trozos.push(t)).on('end', () => resolve(Buffer.concat(trozos)));
  });
}
