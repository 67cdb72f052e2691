// Demo students (the three demo accounts are created by index.ts).
import type { Semilla } from '@server/semillas/semilla';
import type { Db } from '@server/db/db';
import { HASH_MATRICULA } from '@server/autenticacion/contrasenas';
import type { FilaImportacion } from '@/shared/api/contrato/usuarios';
import { repoUsuarios } from './repositorio';

/** Demo students (a few; the bench seeds thousands itself), and the demo admin's name parts. */
export async function sembrarUsuarios(db: Db): Promise<void> {
  const demo: FilaImportacion[] = [
    { alumno: 'José Ángel Martínez López', matricula: '20231002' },
    { alumno: 'María Fernanda Núñez Castillo', matricula: '20231003' },
    { alumno: 'Luis Eduardo Ramírez Soto', matricula: '20231004' },
    { alumno: 'Sofía Guadalupe Peña Aguilar', matricula: '20231005' },
    { alumno: 'Diego Armando Cruz Valdés', matricula: '20231006' },
  ];
  await db.transaccion(async (tx) => {
    const repo = repoUsuarios(tx);
    for (const a of demo) {
      if (!(await repo.matriculaOcupada(a.matricula))) {
        await repo.insertar({ usuario: a.matricula, nombre: a.alumno, rol: 'e', matricula: a.matricula, hash: HASH_MATRICULA, inicial: true });
      }
    }
    await repo.partesDemo('admin', { nombres: 'Carlos', apellido_p: 'Méndez', apellido_m: 'Ortiz' });
  });
}

export const semilla: Semilla = { sembrar: sembrarUsuarios };
