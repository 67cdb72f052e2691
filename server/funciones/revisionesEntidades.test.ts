// Every content type with a history (issue 37) on the engine of the run: two edits, then restoring
// the first one's revision puts its content back through the item's own edit, as one more revision.
import { nuevoHarness, type Harness } from '@server/pruebas/arnes';
import { abrirArnes } from '@server/pruebas/abrirArnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { MENSAJES_REVISION, type EntidadRevision, type Revision } from '@/shared/api/contrato/revisiones';
import type { PlanConVersion } from '@/shared/api/contrato/plan';

let h: Harness;
abrirArnes('archivo', (x) => (h = x));

const ok = async (funcion: string, datos: Record<string, string>) => {
  const r = await h.llamar(funcion, datos, { quien: 'a', multipart: true });
  expect(r.body).toMatchObject({ codigo: 1 });
  return r.body as Record<string, unknown>;
};
const lista = async (entidad: EntidadRevision, pk?: number) =>
  (await h.llamar('traerRevisiones', { entidad, ...(pk ? { pk: String(pk) } : {}) }, { quien: 'a' })).body as unknown as { pk_revision: number }[];
const campo = async (pkRevision: number, clave: string) =>
  ((await h.llamar('mostrarRevision', { pkRevision: String(pkRevision) }, { quien: 'a' })).body as unknown as Revision).campos.find(
    (c) => c.clave === clave,
  )?.valor;

interface Caso {
  entidad: EntidadRevision;
  /** Creates the item (or nothing: the one-row items and the seeded pages): its pk. */
  crear(): Promise<number | undefined>;
  /** An edit that sets `texto` in the compared field `clave`. */
  editar(pk: number | undefined, texto: string): Promise<void>;
  clave: string;
  /** What the public (or admin) read shows of that field now. */
  leer(pk: number | undefined): Promise<unknown>;
}

const img = dataUrlDemo(5);
const CASOS: Caso[] = [
  {
    entidad: 'evento',
    crear: async () =>
      (await ok('registrarEvento', { nombreEvento: 'Hackatón', descripcion: 'Inicial.', imgs: JSON.stringify([{ key: 'a', imagen: img }]) }))
        .pk_evento as number,
    async editar(pk, texto) {
      const e = (await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { imgs: { img_evento: string }[] };
      const imgs = JSON.stringify(e.imgs.map((i, n) => ({ key: `k${n}`, imagen: i.img_evento })));
      await ok('editarEvento', {
        pkEvento: String(pk),
        nombreEvento: 'Hackatón',
        descripcion: texto,
        imgs,
        inicio: '2026-12-03T08:00',
        todoElDia: '0',
      });
    },
    clave: 'descripcion_evento',
    leer: async (pk) =>
      ((await h.llamar('obtenerEvento', { pkEvento: String(pk) })).body as unknown as { descripcion_evento: string }).descripcion_evento,
  },
  {
    entidad: 'empresa',
    crear: async () => {
      await ok('registrarEmpresaEstadia', { nombreEmpresa: 'Nube Norte', imagenForm: img });
      return (
        (h.db.prepare("SELECT pk_empresa_estadia FROM empresas_estadias WHERE nombre_empresa = 'Nube Norte'").pluck().get() as number) ?? undefined
      );
    },
    async editar(pk, texto) {
      const ruta = h.db.prepare('SELECT imagen_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ?').pluck().get(pk) as string;
      await ok('editarEmpresaEstadia', { pkEmpresa: String(pk), nombreEmpresa: texto, imagenForm: ruta });
    },
    clave: 'nombre_empresa',
    leer: async (pk) => h.db.prepare('SELECT nombre_empresa FROM empresas_estadias WHERE pk_empresa_estadia = ?').pluck().get(pk),
  },
  {
    entidad: 'egresado',
    async crear() {
      const gen = h.db.prepare('SELECT MIN(pk_generacion) FROM generaciones').pluck().get() as number;
      const d = {
        nombreAlumno: 'Andrea Castillo',
        generacion: String(gen),
        puestoEmpresa: 'Desarrolladora',
        palabrasAlumno: 'Inicial.',
        imagenForm: img,
      };
      await ok('registrarCasoExito', d);
      return h.db.prepare('SELECT MAX(pk_caso_exito) FROM casos_exito').pluck().get() as number;
    },
    async editar(pk, texto) {
      const f = h.db.prepare('SELECT fk_generacion, foto_estudiante FROM casos_exito WHERE pk_caso_exito = ?').get(pk) as {
        fk_generacion: number;
        foto_estudiante: string;
      };
      await ok('editarEgresado', {
        idCasoExito: String(pk),
        nombreAlumno: 'Andrea Castillo',
        generacion: String(f.fk_generacion),
        puestoEmpresa: 'Desarrolladora',
        palabrasAlumno: texto,
        imagenForm: f.foto_estudiante,
      });
    },
    clave: 'comentario',
    leer: async (pk) => h.db.prepare('SELECT comentario FROM casos_exito WHERE pk_caso_exito = ?').pluck().get(pk),
  },
  {
    entidad: 'enlace',
    crear: async () => undefined,
    editar: async (_pk, texto) => void (await ok('cambiarEstadoEnlace', { enlace: `https://inscripciones.example.edu/${texto}`, estatus: '1' })),
    clave: 'enlace',
    leer: async () =>
      ((await h.llamar('mostrarEnlace', {})).body as unknown as { enlace: string }).enlace.replace('https://inscripciones.example.edu/', ''),
  },
  {
    entidad: 'pagina',
    crear: async () => 2,
    editar: async (_pk, texto) => void (await ok('editarPagina', { clave: 'admisiones', titulo: 'Admisiones', cuerpo: texto })),
    clave: 'cuerpo',
    leer: async () => ((await h.llamar('mostrarPagina', { clave: 'admisiones' })).body as unknown as { cuerpo: string }).cuerpo,
  },
  {
    entidad: 'plan',
    crear: async () => undefined,
    async editar(_pk, texto) {
      const { plan } = (await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion;
      plan[0].cuatrimestres[0].materias[0].puntos = [texto];
      await ok('editarPlan', { plan: JSON.stringify(plan) });
    },
    clave: 'materias',
    leer: async () =>
      ((await h.llamar('traerPlan', {}, { quien: 'a' })).body as unknown as PlanConVersion).plan[0].cuatrimestres[0].materias[0].puntos[0],
  },
];

describe.each(CASOS)('revisions of $entidad', (c) => {
  it('keeps each edit and restores the first one as one more revision', async () => {
    const pk = await c.crear();
    const antes = (await lista(c.entidad, pk)).length;
    await c.editar(pk, 'Primera');
    await c.editar(pk, 'Segunda');
    const revs = await lista(c.entidad, pk);
    // a seeded item (no revision yet) first keeps what was there as "Versión original" (issue 48)
    const original = antes === 0 ? 1 : 0;
    expect(revs).toHaveLength(antes + 2 + original);
    if (original) expect((revs.at(-1) as unknown as { resumen: string }).resumen).toBe('Versión original');
    if (c.clave !== 'materias') expect(await campo(revs[0].pk_revision, c.clave)).toMatch(/Segunda/);
    expect(await c.leer(pk)).toBe('Segunda');
    const r = await h.llamar('restaurarRevision', { pkRevision: String(revs[1].pk_revision) }, { quien: 'a' });
    expect(r.body).toEqual({ codigo: 1, mensaje: MENSAJES_REVISION.restaurada });
    expect(await c.leer(pk)).toBe('Primera');
    expect(await lista(c.entidad, pk)).toHaveLength(antes + 3 + original);
  });
});

it('an experience keeps the history of its review, which staff cannot edit back', async () => {
  await ok('registrarEmpresaEstadia', { nombreEmpresa: 'Datos del Sur', imagenForm: img });
  const empresa = h.db.prepare("SELECT pk_empresa_estadia FROM empresas_estadias WHERE nombre_empresa = 'Datos del Sur'").pluck().get() as number;
  // a student's experience waits for review
  const alta = await h.llamar(
    'registrarExperienciaEstadia',
    { nivelAcademico: 't', experiencia: 'Aprendí mucho.', fkEmpresaEstadia: String(empresa) },
    { quien: 'e' },
  );
  expect(alta.body).toMatchObject({ codigo: 1 });
  const pk = h.db.prepare('SELECT MAX(pk_experiencia_estadia) FROM experiencias_estadias').pluck().get() as number;
  await ok('validarExperienciaEstadia', { pk: String(pk) });
  const revs = await lista('experiencia', pk);
  expect(revs.map((r) => (r as unknown as { resumen: string }).resumen)).toEqual(['Cambió: Estado.', MENSAJES_REVISION.primera]);
  expect(await campo(revs[1].pk_revision, 'estatus')).toBe('Pendiente de revisión');
  expect(await campo(revs[0].pk_revision, 'estatus')).toBe('Validada y publicada');
  const r = await h.llamar('restaurarRevision', { pkRevision: String(revs[1].pk_revision) }, { quien: 'a' });
  expect(r.status).toBe(409);
  expect(r.body).toEqual({ codigo: 0, mensaje: MENSAJES_REVISION.noRestaurable });
  expect(await lista('experiencia', pk)).toHaveLength(2);
});

it('REVISIONES_MAX keeps the newest revisions of each item, and its original (issue 45)', async () => {
  const corto = await nuevoHarness({ REVISIONES_MAX: '2' });
  try {
    for (const texto of ['Uno', 'Dos', 'Tres']) {
      const r = await corto.llamar('editarPagina', { clave: 'contacto', titulo: 'Contacto', cuerpo: texto }, { quien: 'a', multipart: true });
      expect(r.body).toMatchObject({ codigo: 1 });
    }
    const revs = (await corto.llamar('traerRevisiones', { entidad: 'pagina', pk: '4' }, { quien: 'a' })).body as unknown as {
      pk_revision: number;
      resumen: string;
    }[];
    // the newest two, and the first one (the original): 'Uno' is gone
    expect(revs).toHaveLength(3);
    expect(revs[2].resumen).toBe('Versión original');
    const cuerpos = [];
    for (const r of revs) {
      const rev = (await corto.llamar('mostrarRevision', { pkRevision: String(r.pk_revision) }, { quien: 'a' })).body as unknown as Revision;
      cuerpos.push(rev.campos.find((c) => c.clave === 'cuerpo')?.valor);
    }
    expect(cuerpos.slice(0, 2)).toEqual(['Tres', 'Dos']);
    expect(cuerpos).not.toContain('Uno');
  } finally {
    await corto.cerrar();
  }
});
