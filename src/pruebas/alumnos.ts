// Test helpers of the admin's student pages (src/features/usuarios/admin/alumnos.test.tsx,
// alumnosFormularios.test.tsx): an admin's session to preload, and the recording fake api.php answering
// with the test's script (an object with a `status` sets the status; nothing answered is a plain success).
import { servidorGrabando } from './servidorGrabando';
import { sessionInicial } from '../shared/modelo/sesion';

export const admin = { session: { ...sessionInicial, rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Carlos' } };

/** Installs the recording fake for the file's tests; `responder` answers each call's fields. */
export const servidorDeAlumnos = (responder: (c: Record<string, string>) => unknown) =>
  servidorGrabando((c) => {
    const r = responder(c) as { status?: number } | undefined;
    return {
      status: r && typeof r === 'object' && 'status' in r ? Number(r.status) : 200,
      body: JSON.stringify(r ?? { codigo: 1, mensaje: 'Listo.' }),
    };
  });
