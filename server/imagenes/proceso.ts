// One image process of the pool (pool.ts): runs one task at a time (trabajo.ts) on
// its own threads, so a slow image never holds the server's libuv threads, and it can be killed.
// It ends when the server's IPC channel closes (the server stopped, or killed it).
import sharp from 'sharp';
import { FalloImagen, ejecutarTarea, type Tarea } from './trabajo';

// one task at a time, one libvips thread: the pool's size is the number of cores image work may use
sharp.concurrency(1);
sharp.cache(false);

interface Mensaje {
  id: number;
  tarea: Tarea;
}

process.on('message', (m: Mensaje) => {
  ejecutarTarea(m.tarea).then(
    (r) => process.send?.({ id: m.id, ok: true, r }),
    (e: unknown) =>
      process.send?.({
        id: m.id,
        ok: false,
        codigo: e instanceof FalloImagen ? e.codigo : 'interno',
        mensaje: e instanceof Error ? e.message : String(e),
      }),
  );
});
process.on('disconnect', () => process.exit(0));
// loaded (sharp and libvips included): the pool starts the task's clock from here
process.send?.({ listo: true });
