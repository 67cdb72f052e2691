// A free TCP port on 127.0.0.1, for a server a test or a tool starts (e2e/arnes.ts, e2e/nginx.ts,
// herramientas/ataques/servidor.ts). The port is free when this answers; a race with another process is
// possible but harmless in practice (the starter fails loudly).
import net from 'node:net';

export async function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
