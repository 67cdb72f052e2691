// What a revision (issue 37) costs a write: an admin's edit of a project (three stored images, four
// members, a 1,500-character description; the description changes every time, so each edit stores
// a revision) with the project's history declared, against the same edit with it taken away,
// interleaved, as a ratio of medians in one run (budget ≤ 1.15×). SQLite, the one-command default.
// Issue 48: the same edit sending the `version` it was read with (the stale-save check) by an
// editor holding the item's edit lock (decision 0061), with the save's removal of the author's server
// draft, against the same edit sending none with that removal switched off, interleaved (budget
// ≤ 1.10×). The save does not consult the lock (it is the editors' courtesy; its cost is the
// heartbeat, a call of its own): the lock is taken once, untimed.
import { performance } from 'node:perf_hooks';
import { SIN_TOPE_DE_GUARDADOS, razonDeMedianas, type Medicion } from './comun';
import { nuevoHarness } from '../server/pruebas/arnes';
import { dataUrlDemo } from '@server/semillas/imagenDemo';
import { entidadDe } from '../server/db/entidades';
import { GUARDA_EL_ITEM } from '../server/db/repositorios/edicion';

const ESCRITURAS = 200;
const TEXTO = 'El sistema reserva asesorías entre estudiantes y docentes, con avisos y un calendario compartido. '.repeat(15);

export async function medirRevisiones(): Promise<Medicion[]> {
  // the site's default cap (REVISIONES_MAX, 50: each save past it also prunes), or the one given to compare
  // (the saves' per-account limit, GUARDADOS_POR_MINUTO, out of the bench's reach but still counted: its cost is measured)
  const h = await nuevoHarness({
    ...SIN_TOPE_DE_GUARDADOS,
    ...(process.env.REVISIONES_MAX ? { REVISIONES_MAX: process.env.REVISIONES_MAX } : {}),
  });
  const entidad = entidadDe('proyecto')!;
  const historia = entidad.revision;
  try {
    const cookie = await h.entrar('admin1', 'Admin#Prueba1');
    const miembros = JSON.stringify(['Ana', 'Luis', 'Sofía', 'Marco'].map((nombre, i) => ({ key: `m${i}`, nombre, pk: 0 })));
    const base = {
      nombre_proyecto: 'Gestor de Tutorías',
      cuatrimestre: '4',
      enlace: 'https://github.com/ejemplo/tutorias',
      miembros,
      foto_miembros: '',
    };
    const alta = await h.llamar(
      'registrarProyecto',
      { ...base, descripcion_proyecto: TEXTO, imgs_proyecto: JSON.stringify([1, 2, 3].map((n) => ({ key: `i${n}`, imagen: dataUrlDemo(n) }))) },
      { cookie, multipart: true },
    );
    const pk = Number(alta.body.pk_proyecto);
    const imgs = JSON.stringify(
      (h.db.prepare('SELECT img_proyecto FROM proyecto_imagenes WHERE fk_proyecto = ? ORDER BY orden').pluck().all(pk) as string[]).map(
        (imagen, i) => ({
          key: `i${i}`,
          imagen,
        }),
      ),
    );
    let n = 0;
    let version = 0;
    const editar = async (conVersion = false) => {
      const t0 = performance.now();
      const r = await h.llamar(
        'editarProyecto',
        {
          ...base,
          pkProyecto: String(pk),
          descripcion_proyecto: `${TEXTO} Versión ${++n}.`,
          imgs_proyecto: imgs,
          ...(conVersion ? { version: String(version) } : {}),
        },
        { cookie, multipart: true },
      );
      if (r.body.codigo !== 1) throw new Error(String(r.body.mensaje));
      version = Number((r.body as { version?: number }).version ?? version + 1);
      return performance.now() - t0;
    };
    for (let i = 0; i < 20; i++) await editar(); // warm-up
    const con: number[] = [];
    const sin: number[] = [];
    const una = async (conHistoria: boolean) => {
      entidad.revision = conHistoria ? historia : undefined;
      (conHistoria ? con : sin).push(await editar());
    };
    // ABBA: neither kind always runs first
    for (let i = 0; i < ESCRITURAS; i++) for (const c of i % 2 ? [false, true] : [true, false]) await una(c);
    entidad.revision = historia;
    // the stale-save check: every edit stores a revision; half send the version they were read with
    version = Number(h.db.prepare("SELECT MAX(numero) FROM revisiones WHERE entidad = 'proyecto' AND pk = ?").pluck().get(pk));
    const conCheque: number[] = [];
    const sinCheque: number[] = [];
    const r = await h.llamar('tomarBloqueo', { entidad: 'proyecto', pk: String(pk), pestana: 'pestana-del-banco' }, { cookie });
    if ((r.body as { estado?: string }).estado !== 'propio') throw new Error(JSON.stringify(r.body));
    const quitaBorrador = GUARDA_EL_ITEM.test.bind(GUARDA_EL_ITEM);
    for (let i = 0; i < ESCRITURAS; i++)
      for (const c of i % 2 ? [false, true] : [true, false]) {
        GUARDA_EL_ITEM.test = c ? quitaBorrador : () => false;
        (c ? conCheque : sinCheque).push(await editar(c));
      }
    GUARDA_EL_ITEM.test = quitaBorrador;
    const filas = Number(h.db.prepare('SELECT COUNT(*) FROM revisiones').pluck().get());
    return [
      razonDeMedianas(
        'versiones: edición de un proyecto con la comprobación de versión y el bloqueo ÷ sin ellos',
        conCheque,
        sinCheque,
        {
          con: 'con versión y bloqueo',
          sin: 'sin versión ni bloqueo',
          detalle: `${ESCRITURAS} de cada una, alternadas ABBA`,
        },
        1.1,
      ),
      razonDeMedianas('revisiones: edición de un proyecto con su revisión ÷ sin ella', con, sin, {
        con: 'con revisión',
        sin: 'sin ella',
        detalle: `${ESCRITURAS} de cada una, alternadas ABBA; ${filas} revisiones guardadas`,
      }),
    ];
  } finally {
    entidad.revision = historia;
    await h.cerrar();
  }
}
