// The alt-text report is built from the entities' declarations (issue 47): a throwaway entity, added
// in this test only (its table created here, its `Entidad` appended to the registry), with a photo
// column and 'Dar de baja', has its active items' photos listed by traerImagenesSinAlt and filled by
// guardarTextoAlternativo through the real server, on SQLite or PostgreSQL, with nothing else edited.
import { sql } from 'kysely';
import type { Harness } from '../pruebas/arnes';
import { abrirArnes } from '../pruebas/abrirArnes';
import { ENTIDADES } from '../db/entidades';
import type { Entidad } from '../db/repositorios/entidad';
import type { ImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';

let h: Harness;
abrirArnes('archivo', (x) => (h = x));

const BECA = {
  entidad: 'beca',
  tabla: { tabla: 'becas_prueba', pk: 'pk_beca', nombre: 'nombre_beca' },
  baja: { reactivar: {} },
  imagenes: [
    {
      tabla: 'becas_prueba',
      columna: 'foto_beca',
      uso: {
        tipo: 'Beca',
        pk: 'pk_beca',
        nombre: 'nombre_beca',
        alt: 'foto_beca_alt',
        decorativa: 'foto_beca_decorativa',
        editar: (pk: number) => `/panel_admin/becas/editar/${pk}`,
      },
    },
  ],
} as unknown as Entidad;

beforeAll(async () => {
  await h.db.ejecutar(sql`CREATE TABLE becas_prueba (pk_beca INTEGER PRIMARY KEY, nombre_beca TEXT NOT NULL, nombre_norm TEXT NOT NULL,
                            foto_beca TEXT NOT NULL, foto_beca_alt TEXT, foto_beca_decorativa INTEGER NOT NULL DEFAULT 0,
                            activo INTEGER NOT NULL DEFAULT 1)`);
  await h.db.ejecutar(sql`INSERT INTO becas_prueba (pk_beca, nombre_beca, nombre_norm, foto_beca, activo)
                          VALUES (1, 'Beca Talento', 'beca talento', 'uploads/becas/abcdefgh01.png', 1),
                                 (2, 'Beca Retirada', 'beca retirada', 'uploads/becas/abcdefgh02.png', 0),
                                 (3, 'Beca Sin Foto', 'beca sin foto', '', 1)`);
  (ENTIDADES as Entidad[]).push(BECA);
});
afterAll(() => void (ENTIDADES as Entidad[]).splice(ENTIDADES.indexOf(BECA), 1));

const becas = async () =>
  ((await h.llamar('traerImagenesSinAlt', {}, { quien: 'a' })).body as unknown as ImagenSinAlt[]).filter((i) => i.tipo === 'beca');

it("a new entity's photos are in the report by declaring its column: active items only, named and edited as declared, filled in place", async () => {
  expect(await becas()).toEqual([
    {
      referencia: 'beca:1',
      tipo: 'beca',
      imagen: 'uploads/becas/abcdefgh01.png',
      nombre: 'Beca Talento',
      detalle: 'Imagen',
      entidad: 'Beca',
      editar: '/panel_admin/becas/editar/1',
    },
  ]);
  const r = await h.llamar('guardarTextoAlternativo', { referencia: 'beca:1', alt: 'Estudiantes con su diploma' }, { quien: 'a' });
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Texto alternativo guardado. Beca «Beca Talento», imagen.' });
  expect(await h.db.una(sql`SELECT foto_beca_alt AS alt, foto_beca_decorativa AS d FROM becas_prueba WHERE pk_beca = 1`)).toEqual({
    alt: 'Estudiantes con su diploma',
    d: 0,
  });
  expect(await becas()).toEqual([]);
  // its kind is known, its missing item is not there; another kind's path form is no image
  expect((await h.llamar('guardarTextoAlternativo', { referencia: 'beca:9', alt: 'x' }, { quien: 'a' })).body.mensaje).toBe(
    'La imagen ya no existe: quizá la quitaron del contenido.',
  );
  expect((await h.llamar('guardarTextoAlternativo', { referencia: 'becas:1', alt: 'x' }, { quien: 'a' })).body.mensaje).toBe('Imagen no válida.');
});
