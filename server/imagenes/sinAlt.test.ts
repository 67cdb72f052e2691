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

const PREMIO = {
  entidad: 'premio',
  tabla: { tabla: 'premios_prueba', pk: 'pk_premio', nombre: 'nombre_premio' },
  baja: { reactivar: {} },
  imagenes: [
    {
      tabla: 'premios_prueba',
      columna: 'foto_premio',
      uso: {
        tipo: 'Premio',
        pk: 'pk_premio',
        nombre: 'nombre_premio',
        alt: 'foto_premio_alt',
        decorativa: 'foto_premio_decorativa',
        editar: (pk: number) => `/panel_admin/premios/editar/${pk}`,
      },
    },
  ],
} as unknown as Entidad;

beforeAll(async () => {
  await h.db.ejecutar(sql`CREATE TABLE premios_prueba (pk_premio INTEGER PRIMARY KEY, nombre_premio TEXT NOT NULL, nombre_norm TEXT NOT NULL,
                            foto_premio TEXT NOT NULL, foto_premio_alt TEXT, foto_premio_decorativa INTEGER NOT NULL DEFAULT 0,
                            activo INTEGER NOT NULL DEFAULT 1)`);
  await h.db.ejecutar(sql`INSERT INTO premios_prueba (pk_premio, nombre_premio, nombre_norm, foto_premio, activo)
                          VALUES (1, 'Premio Talento', 'premio talento', 'uploads/premios/abcdefgh01.png', 1),
                                 (2, 'Premio Retirada', 'premio retirada', 'uploads/premios/abcdefgh02.png', 0),
                                 (3, 'Premio Sin Foto', 'premio sin foto', '', 1)`);
  (ENTIDADES as Entidad[]).push(PREMIO);
});
afterAll(() => void (ENTIDADES as Entidad[]).splice(ENTIDADES.indexOf(PREMIO), 1));

const premios = async () =>
  ((await h.llamar('traerImagenesSinAlt', {}, { quien: 'a' })).body as unknown as ImagenSinAlt[]).filter((i) => i.tipo === 'premio');

it("a new entity's photos are in the report by declaring its column: active items only, named and edited as declared, filled in place", async () => {
  expect(await premios()).toEqual([
    {
      referencia: 'premio:1',
      tipo: 'premio',
      imagen: 'uploads/premios/abcdefgh01.png',
      nombre: 'Premio Talento',
      detalle: 'Imagen',
      entidad: 'Premio',
      editar: '/panel_admin/premios/editar/1',
    },
  ]);
  const r = await h.llamar('guardarTextoAlternativo', { referencia: 'premio:1', alt: 'Estudiantes con su diploma' }, { quien: 'a' });
  expect(r.body).toEqual({ codigo: 1, mensaje: 'Texto alternativo guardado. Premio «Premio Talento», imagen.' });
  expect(await h.db.una(sql`SELECT foto_premio_alt AS alt, foto_premio_decorativa AS d FROM premios_prueba WHERE pk_premio = 1`)).toEqual({
    alt: 'Estudiantes con su diploma',
    d: 0,
  });
  expect(await premios()).toEqual([]);
  // its kind is known, its missing item is not there; another kind's path form is no image
  expect((await h.llamar('guardarTextoAlternativo', { referencia: 'premio:9', alt: 'x' }, { quien: 'a' })).body.mensaje).toBe(
    'La imagen ya no existe: quizá la quitaron del contenido.',
  );
  expect((await h.llamar('guardarTextoAlternativo', { referencia: 'premios:1', alt: 'x' }, { quien: 'a' })).body.mensaje).toBe('Imagen no válida.');
});
