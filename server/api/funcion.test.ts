// ejecutarFuncion: every writing handler runs in one transaction (a refusal rolls back every row it
// wrote, its post-commit tasks never run), asynchronous preparation runs before it and outside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { abrirSqlite } from '@server/abrir';
import { type Db } from '../db/db';
import { readConfig } from '../config';
import { ErrorApi } from '@server/base/errores';
import { ejecutarFuncion, funcion, type Ctx, type DefEscritura } from './funcion';
import { Subidas } from '../imagenes/subidas';
import { almacenDe } from '../imagenes/almacen';
import { Limites } from '../autenticacion/limites';
import { z } from './validacion';
import { nuevoHarness } from '../pruebas/arnes';

let dir: string;
let db: Db;
let ctx: Omit<Ctx, 'alConfirmar'>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitio-funcion-'));
  const config = readConfig({ DATABASE_PATH: path.join(dir, 't.db'), UPLOADS_DIR: path.join(dir, 'uploads'), SEED_DEMO: '0' });
  db = abrirSqlite(config.databasePath);
  ctx = {
    db,
    config,
    usuario: null,
    ip: '127.0.0.1',
    limites: new Limites(db),
    subidas: new Subidas(almacenDe(config.uploadsDir), config.maxImageBytes),
    request: {} as Ctx['request'],
    reply: {} as Ctx['reply'],
    abrirSesion: () => Promise.resolve(),
    cerrarSesion: () => Promise.resolve(),
  };
});
afterEach(() => {
  ctx.limites.cerrar();
  void db.cerrar();
  fs.rmSync(dir, { recursive: true, force: true });
});

const preguntas = () => (db.prepare('SELECT COUNT(*) AS n FROM preguntas').get() as { n: number }).n;
const insertarPregunta = (texto: string) => db.prepare('INSERT INTO preguntas (fk_topico, pregunta) VALUES (2, ?)').run(texto);
/** What another connection sees: only committed rows. */
const preguntasVistasDesdeOtra = () => {
  const otra = new Database(path.join(dir, 't.db'), { readonly: true });
  try {
    return (otra.prepare('SELECT COUNT(*) AS n FROM preguntas').get() as { n: number }).n;
  } finally {
    otra.close();
  }
};

/** registrarPregunta as a public write with no fields, audited like the real one: only its handlers differ. */
function escrituraDePrueba<P = undefined>(manejo: Pick<DefEscritura<z.ZodObject, 'registrarPregunta', P>, 'run' | 'prepara'>) {
  return funcion<'registrarPregunta', z.ZodObject, P>('registrarPregunta', {
    acceso: 'publico',
    escribe: true,
    bitacora: { entidad: 'pregunta', nueva: true },
    schema: z.object({}),
    ...manejo,
  });
}

describe('ejecutarFuncion', () => {
  it('rolls back every row a writing handler wrote when it refuses, and skips its post-commit tasks', async () => {
    const tareas: string[] = [];
    const def = escrituraDePrueba({
      run(_p, c) {
        insertarPregunta('primera');
        insertarPregunta('segunda');
        c.alConfirmar(() => tareas.push('borrar archivos'));
        throw new ErrorApi('Rechazada a media escritura.', 409);
      },
    });
    await expect(ejecutarFuncion(def, {}, ctx)).rejects.toThrow('Rechazada a media escritura.');
    expect(preguntas()).toBe(0);
    expect(tareas).toEqual([]);
  });

  it('commits a successful write before its post-commit tasks run', async () => {
    const vistas: number[] = [];
    const def = escrituraDePrueba({
      run(_p, c) {
        expect(db.inTransaction).toBe(true);
        insertarPregunta('una');
        c.alConfirmar(() => vistas.push(preguntasVistasDesdeOtra()));
        expect(vistas).toEqual([]);
        return { codigo: 1 as const, mensaje: 'ok' };
      },
    });
    await expect(ejecutarFuncion(def, {}, ctx)).resolves.toEqual({ codigo: 1, mensaje: 'ok' });
    expect(vistas).toEqual([1]);
  });

  it('runs the asynchronous preparation outside the transaction and hands its result to the write', async () => {
    const def = escrituraDePrueba({
      async prepara() {
        expect(db.inTransaction).toBe(false);
        await new Promise((r) => setTimeout(r, 5));
        return 'preparado';
      },
      run(_p, _c, preparado) {
        insertarPregunta(preparado);
        return { codigo: 1 as const, mensaje: preparado };
      },
    });
    await expect(ejecutarFuncion(def, {}, ctx)).resolves.toEqual({ codigo: 1, mensaje: 'preparado' });
    expect(db.prepare('SELECT pregunta FROM preguntas').get()).toEqual({ pregunta: 'preparado' });
  });

  it('keeps what a refused preparation wrote itself (a failed-attempt record) and never starts the write', async () => {
    let escribio = false;
    const def = escrituraDePrueba({
      prepara() {
        insertarPregunta('registro del intento');
        throw new ErrorApi('Rechazada antes de escribir.', 401);
      },
      run() {
        escribio = true;
        return { codigo: 1 as const, mensaje: 'no' };
      },
    });
    await expect(ejecutarFuncion(def, {}, ctx)).rejects.toThrow('Rechazada antes de escribir.');
    expect(escribio).toBe(false);
    expect(preguntasVistasDesdeOtra()).toBe(1);
  });

  it('runs reads outside any transaction, their tasks at once', async () => {
    const tareas: boolean[] = [];
    const def = funcion('traerTopicos', {
      acceso: 'publico',
      escribe: false,
      schema: z.object({}),
      run(_p, c) {
        c.alConfirmar(() => tareas.push(db.inTransaction));
        return [];
      },
    });
    await expect(ejecutarFuncion(def, {}, ctx)).resolves.toEqual([]);
    expect(tareas).toEqual([false]);
  });
});

describe('the dispatcher through api.php', () => {
  it('a bulk deactivation refused at its second student leaves the first one active and logged in', async () => {
    const h = await nuevoHarness();
    try {
      const alta = await h.llamar('registrarUsuario', { rol: 'e', alumno: 'Ana Prueba', matricula: '20249901' }, { quien: 'a' });
      expect(alta.body.codigo).toBe(1);
      const pkAna = (h.db.prepare("SELECT pk_usuario FROM usuarios WHERE usuario = '20249901'").get() as { pk_usuario: number }).pk_usuario;
      await h.entrar('20249901', '20249901');
      const r = await h.llamar('darBajaAlumnos', { ids: JSON.stringify([pkAna, h.pks.e, 999_999]) }, { quien: 'a' });
      expect(r.status).toBe(409);
      expect(r.body.mensaje).toBe('Algún alumno seleccionado ya no existe o fue dado de baja. Recargue la lista.');
      const activos = h.db.prepare('SELECT pk_usuario, activo FROM usuarios WHERE pk_usuario IN (?, ?) ORDER BY pk_usuario').all(pkAna, h.pks.e);
      expect(activos).toEqual([
        { pk_usuario: h.pks.e, activo: 1 },
        { pk_usuario: pkAna, activo: 1 },
      ]);
      // the sessions the handler ended before the refusal are back too
      const sesiones = h.db.prepare('SELECT COUNT(*) AS n FROM sesiones WHERE pk_usuario IN (?, ?)').get(pkAna, h.pks.e);
      expect(sesiones).toEqual({ n: 2 });
      const alumno = await h.llamar('traerPreguntasValidadas', {}, { quien: 'e' });
      expect(alumno.status).toBe(200);
    } finally {
      await h.cerrar();
    }
  });
});

describe("the handler context follows the entry's acceso", () => {
  it('gives a handler that needs a session a ctx.usuario that is never null, and a public one a nullable one', () => {
    const conSesion = funcion('traerPreguntas', {
      acceso: ['a'],
      escribe: false,
      schema: z.object({}),
      run: (_p, ctx) => {
        const pk: number = ctx.usuario.pk_usuario; // compiles: the pipeline checked the session
        return pk > 0 ? [] : [];
      },
    });
    const publica = funcion('traerTopicos', {
      acceso: 'publico',
      escribe: false,
      schema: z.object({}),
      run: (_p, ctx) => {
        // @ts-expect-error a visitor has no session: ctx.usuario may be null
        const pk: number = ctx.usuario.pk_usuario;
        return pk > 0 ? [] : [];
      },
    });
    expect([conSesion.acceso, publica.acceso]).toEqual([['a'], 'publico']);
  });
});
