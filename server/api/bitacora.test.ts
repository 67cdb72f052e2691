// The audit trail, what it records and how it is read. Every writing funcion of the dispatch table is
// audited (or named as not); an accepted write leaves exactly one entry in its own transaction, a
// refused one none; the summary never holds a password or image bytes; the super admin reads it newest
// first, filtered and paged; an edit page gets its item's last change; old entries are purged. The
// harness and the rows' reader are in server/pruebas/bitacora.ts; what a summary may say is in bitacoraRelato.test.ts.
import { sql } from 'kysely';
import { funciones } from './funciones';
import { camposDeEsquema, purgarBitacora, seCita, seMuestra } from './bitacora';
import { tieneEtiqueta } from './etiquetasBitacora';
import { ENTIDADES } from '../db/entidades';
import { CUENTAS, esRechazo } from '../pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { readConfig } from '../config';
import { entradas, type Fila, h, prepararBitacora, ultima } from '../pruebas/bitacora';

prepararBitacora();

// what each writing entry of the dispatch table declares for the trail (its `bitacora`)
const auditoria = (n: string) => (funciones[n as keyof typeof funciones] as { bitacora?: unknown }).bitacora;
const AUDITADAS = Object.fromEntries(Object.keys(funciones).flatMap((n) => (auditoria(n) ? [[n, auditoria(n)]] : [])));
const SIN_BITACORA = new Set(Object.keys(funciones).filter((n) => auditoria(n) === false));

it("only the session and second-factor writes (and marking one's own notices read) are left out of the trail", () => {
  expect([...SIN_BITACORA].sort()).toEqual(
    [
      'cerrarSesion',
      'confirmarDosPasos',
      'desactivarDosPasos',
      'iniciarSesion',
      'inscribirDosPasos',
      'posponerDosPasos',
      'verificarDosPasos',
      'marcarAvisosLeidos',
      // a forgotten password, asked and reset without a session: security events, like the login's
      'pedirRestablecimiento',
      'restablecerContrasena',
      // a restore runs the item's own edit, which leaves the entry (and the new revision)
      'restaurarRevision',
      // a bulk action's entity is its payload's: it writes one entry (and revision) per item itself (server/funciones/lote.ts)
      'accionEnLote',
      // an import (issue 43): its preview writes no content; confirming runs each item's own
      // registration and undoing deletes each item, each with its own entry (importaciones/*.test.ts checks them)
      'previsualizarImportacion',
      'confirmarImportacion',
      'deshacerImportacion',
      // edit locks and drafts (issue 48): a heartbeat every few seconds, and a draft is nobody's content yet
      'tomarBloqueo',
      'latirBloqueo',
      'soltarBloqueo',
      'guardarBorrador',
      'descartarBorrador',
      // review before publishing (issue 48): approving runs the item's own save (its entry and revision)
      // and both write their own entry on the change's item (server/funciones/cambios.test.ts checks them)
      'aprobarCambio',
      'devolverCambio',
    ].sort(),
  );
});

it('every writing funcion of the dispatch table names its entity (or is explicitly not audited)', () => {
  const escriben = Object.entries(funciones)
    .filter(([, d]) => d.escribe)
    .map(([n]) => n);
  const sinEntrada = escriben.filter((n) => !AUDITADAS[n] && !SIN_BITACORA.has(n));
  expect(sinEntrada).toEqual([]);
  // and no entry names a funcion that does not write
  expect(Object.keys(AUDITADAS).filter((n) => !escriben.includes(n))).toEqual([]);
});

it('a write leaves one entry with who, when, the funcion, the entity, its pk and a summary', async () => {
  const antes = entradas().length;
  const r = await h.llamar(
    'registrarEvento',
    { nombreEvento: 'Feria de Robótica', descripcion: 'Robots.', imgs: JSON.stringify([{ key: '1.1', imagen: dataUrlDemo(1) }]) },
    { quien: 'a', multipart: true },
  );
  expect(r.body.codigo).toBe(1);
  expect(entradas()).toHaveLength(antes + 1);
  const e = ultima();
  expect(e).toMatchObject({
    fk_usuario: h.pks.a,
    nombre_usuario: CUENTAS.a.nombre,
    funcion: 'registrarEvento',
    entidad: 'evento',
    pk_entidad: r.body.pk_evento,
  });
  expect(e.resumen).toBe(
    '«Feria de Robótica» — Evento registrado correctamente. — Nombre del evento «Feria de Robótica», Descripción «Robots.», Imágenes 1 imagen (1 nueva)',
  );
  expect(e.resumen).not.toContain('data:');
  expect(Math.abs(Date.parse(e.fecha) - Date.now())).toBeLessThan(60_000);
  expect(e.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
});

it('a deactivation and a reactivation are recorded by name; a refused write records nothing', async () => {
  const pk = Number(
    (
      await h.llamar(
        'registrarEvento',
        { nombreEvento: 'Expo', descripcion: 'x', imgs: JSON.stringify([{ key: '1.1', imagen: dataUrlDemo(2) }]) },
        { quien: 'a', multipart: true },
      )
    ).body.pk_evento,
  );
  await h.llamar('darBajaEvento', { pk: String(pk) }, { quien: 'a' });
  expect(ultima()).toMatchObject({
    funcion: 'darBajaEvento',
    entidad: 'evento',
    pk_entidad: pk,
    resumen: '«Expo» — Evento dado de baja correctamente.',
  });
  await h.llamar('reactivarEvento', { pk: String(pk) }, { quien: 'a' });
  expect(ultima()).toMatchObject({
    funcion: 'reactivarEvento',
    nombre_usuario: CUENTAS.a.nombre,
    resumen: '«Expo» — Evento reactivado correctamente.',
  });

  const n = entradas().length;
  const r = await h.llamar('reactivarEvento', { pk: String(pk) }, { quien: 'a' });
  expect(esRechazo(r)).toBe(true);
  const r2 = await h.llamar('registrarEvento', { nombreEvento: '', descripcion: 'x', imgs: '[]' }, { quien: 'a' });
  expect(esRechazo(r2)).toBe(true);
  expect(entradas()).toHaveLength(n);
});

it('never records a password: a password change and an admin registration', async () => {
  const cookie = await h.entrar(CUENTAS.e.usuario, CUENTAS.e.contrasena);
  const r = await h.llamar('cambiarContrasena', { contrasena_actual: CUENTAS.e.contrasena, contrasena_nueva: 'Otra#Clave#2099' }, { cookie });
  expect(r.body.codigo).toBe(1);
  expect(ultima()).toMatchObject({ funcion: 'cambiarContrasena', entidad: 'usuario', fk_usuario: h.pks.e, resumen: 'Contraseña actualizada.' });
  const todo = JSON.stringify(entradas());
  expect(todo).not.toContain('Otra#Clave#2099');
  expect(todo).not.toContain(CUENTAS.e.contrasena);
  const admin = await h.llamar('registrarUsuario', { rol: 'a', nombres: 'Lucía', apellido_p: 'Mora', apellido_m: '' }, { quien: 's' });
  expect(admin.body.codigo).toBe(1);
  expect(JSON.stringify(entradas())).not.toContain(String(admin.body.contrasena));
  expect(ultima()).toMatchObject({ funcion: 'registrarUsuario', entidad: 'usuario', nombre_usuario: CUENTAS.s.nombre });
  expect(ultima().pk_entidad).toBe(
    (h.db.prepare("SELECT pk_usuario FROM usuarios WHERE nombre_persona = 'Lucía Mora'").get() as { pk_usuario: number }).pk_usuario,
  );
});

it('names every quoted field and every shown column by its form label, never by its raw name', async () => {
  const campos = Object.values(funciones).flatMap((d) => {
    const b = (d as { bitacora?: { campos?: readonly string[] } | false }).bitacora;
    return b ? [...camposDeEsquema((d as { schema?: unknown }).schema), ...(b.campos ?? [])] : [];
  });
  expect([...new Set(campos)].filter((k) => seCita(k) && !tieneEtiqueta(k))).toEqual([]);
  const columnas: string[] = [];
  for (const e of ENTIDADES) {
    const fila = e.fila ? await e.fila(h.db) : null;
    if (fila) columnas.push(...Object.keys(fila));
    if (!e.tabla) continue;
    const t = e.tabla.tabla;
    const consulta =
      h.db.motor === 'sqlite'
        ? sql<{ name: string }>`SELECT name FROM pragma_table_info(${t})`
        : sql<{
            name: string;
          }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${t} AND table_schema = current_schema()`;
    columnas.push(...(await h.db.todas(consulta)).map((c) => c.name));
  }
  expect(columnas.length).toBeGreaterThan(50);
  expect([...new Set(columnas)].filter((k) => seMuestra(k) && !tieneEtiqueta(k))).toEqual([]);
});

describe('traerBitacora and ultimaModificacion', () => {
  it('lists newest first, filters by user, entity and dates, pages by 50', async () => {
    for (let i = 0; i < 3; i++) await h.llamar('cambiarEstadoEnlace', { enlace: `https://inscripciones.mx/${i}`, estatus: '1' }, { quien: 'a' });
    const todo = (await h.llamar('traerBitacora', {}, { quien: 's' })).body as unknown as {
      entradas: Fila[];
      total: number;
      pagina: number;
      porPagina: number;
      usuarios: unknown[];
    };
    expect(todo.total).toBe(entradas().length);
    expect(todo.entradas[0]).toMatchObject({ funcion: 'cambiarEstadoEnlace', entidad: 'enlace', nombre_usuario: CUENTAS.a.nombre });
    expect(todo.entradas[0].resumen).toContain('https://inscripciones.mx/2');
    expect(todo.usuarios).toEqual(
      expect.arrayContaining([
        { pk_usuario: h.pks.a, nombre_usuario: CUENTAS.a.nombre },
        { pk_usuario: h.pks.s, nombre_usuario: CUENTAS.s.nombre },
      ]),
    );
    const soloS = (await h.llamar('traerBitacora', { pkUsuario: String(h.pks.s) }, { quien: 's' })).body as unknown as { entradas: Fila[] };
    expect(soloS.entradas.map((e) => e.nombre_usuario)).toEqual([CUENTAS.s.nombre]);
    const eventos = (await h.llamar('traerBitacora', { entidad: 'evento' }, { quien: 's' })).body as unknown as { entradas: Fila[] };
    expect(new Set(eventos.entradas.map((e) => e.entidad))).toEqual(new Set(['evento']));
    const hoy = new Date().toISOString().slice(0, 10);
    expect(((await h.llamar('traerBitacora', { desde: hoy, hasta: hoy }, { quien: 's' })).body as { total: number }).total).toBe(entradas().length);
    expect(((await h.llamar('traerBitacora', { hasta: '2000-01-01' }, { quien: 's' })).body as { total: number }).total).toBe(0);

    // 60 old entries, one a minute from 2020-01-01 (the same rows on both engines)
    for (let v = 1; v <= 60; v++) {
      const fecha = new Date(Date.UTC(2020, 0, 1) + v * 60_000).toISOString();
      await h.db.ejecutar(
        sql`INSERT INTO bitacora (fecha, fk_usuario, nombre_usuario, funcion, entidad, pk_entidad, resumen)
            VALUES (${fecha}, NULL, 'Visitante', 'registrarPregunta', 'pregunta', NULL, ${`p${v}`})`,
      );
    }
    const p2 = (await h.llamar('traerBitacora', { entidad: 'pregunta', pagina: '2' }, { quien: 's' })).body as unknown as {
      entradas: Fila[];
      total: number;
    };
    expect(p2.total).toBe(60);
    expect(p2.entradas.map((e) => e.resumen)).toEqual(['p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('refuses bad filters in Spanish', async () => {
    for (const [campos, mensaje] of [
      [{ desde: '2026-13-40' }, 'Fecha no válida (use AAAA-MM-DD).'],
      [{ hasta: 'ayer' }, 'Fecha no válida (use AAAA-MM-DD).'],
      [{ entidad: 'contrasenas' }, 'Entidad no válida.'],
      [{ pagina: '0' }, 'Página no válida.'],
      [{ pkUsuario: 'x' }, 'Usuario no válido.'],
    ] as const) {
      const r = await h.llamar('traerBitacora', campos, { quien: 's' });
      expect([r.status, r.body]).toEqual([400, { codigo: 0, mensaje }]);
    }
  });

  it("gives an item's last change, or null", async () => {
    const pk = (h.db.prepare("SELECT pk_evento FROM eventos WHERE nombre_evento = 'Expo'").get() as { pk_evento: number }).pk_evento;
    const r = (await h.llamar('ultimaModificacion', { entidad: 'evento', pk: String(pk) }, { quien: 'a' })).body;
    expect(r).toEqual({ ultima: { nombre_usuario: CUENTAS.a.nombre, funcion: 'reactivarEvento', fecha: expect.stringMatching(/^\d{4}-/) } });
    expect((await h.llamar('ultimaModificacion', { entidad: 'evento', pk: '99999' }, { quien: 's' })).body).toEqual({ ultima: null });
  });
});

it('purges entries older than BITACORA_DIAS (default 365; 0 keeps everything)', async () => {
  expect(readConfig({}).bitacoraDias).toBe(365);
  expect(readConfig({ BITACORA_DIAS: '30' }).bitacoraDias).toBe(30);
  const n = entradas().length;
  expect(await purgarBitacora(h.db, 0)).toBe(0);
  expect(await purgarBitacora(h.db, 365)).toBe(60); // the 2020 entries
  expect(entradas()).toHaveLength(n - 60);
});
