// The throwaway entity of server/entidadNueva.test.ts (issue 47): `becas`, with a photo, 'Dar de baja',
// a history, search, admin funciones and a public page, as a newcomer writes its own files following
// the README's checklist (docs/entidades.md). Only ever written into a temporary copy of the tree.

/** Its own files, path → text: its contract, repository, funciones, import mapping, admin resource and public rows. */
export const ARCHIVOS: Record<string, string> = {
  'src/shared/api/contrato/becas.ts': `import type { RespuestaComun } from './comun';
export const ENTIDAD_BECA = {
  clave: 'beca',
  bitacora: 'Beca',
  tag: 'Beca',
  busqueda: 'Beca del programa',
  historial: {},
  seccion: 'egresados',
  lote: { nombre: 'becas', uno: 'beca', acciones: ['baja', 'reactivar'], exportable: 'Becas', importable: true },
  etiquetas: { nombreBeca: 'Nombre de la beca', nombre_beca: 'Nombre de la beca', foto_beca: 'Foto de la beca' },
} as const;
export interface ContratoBecas {
  traerBecas: { pide: Record<string, never>; responde: unknown[] };
  registrarBeca: { pide: { nombreBeca: string }; responde: RespuestaComun };
  editarBeca: { pide: { pkBeca: string; nombreBeca: string }; responde: RespuestaComun };
  darBajaBeca: { pide: { pkBeca: string }; responde: RespuestaComun };
  reactivarBeca: { pide: { pk: string }; responde: RespuestaComun };
}
declare module './bajas' {
  interface ListasBaja {
    becas: true;
  }
}
`,
  'server/entidades/becas/repositorio.ts': `import { sql } from 'kysely';
import type { Entidad } from '@server/db/repositorios/entidad';
import { rutas } from '@/shared/rutas';
export const entidadBeca: Entidad = {
  entidad: 'beca',
  tabla: { tabla: 'becas', pk: 'pk_beca', nombre: 'nombre_beca' },
  imagenes: [{ tabla: 'becas', columna: 'foto_beca', uso: { tipo: 'Beca', pk: 'pk_beca', nombre: 'nombre_beca', alt: 'foto_beca_alt', decorativa: 'foto_beca_decorativa', editar: rutas.admin.becas.editar } }],
  camposGrandes: ['foto_beca'],
  busqueda: async () => [],
  revision: { clave: 'beca', leer: async () => null, restaurar: () => null },
  editor: rutas.admin.becas.editar,
  importacion: {
    lista: sql\`SELECT pk_beca AS pk, activo, 1 AS publicado, NULL AS publicar_en, NULL AS retirar_en FROM becas ORDER BY nombre_norm\`,
    existe: (n) => sql\`SELECT 1 AS uno FROM becas WHERE nombre_norm = \${n}\`,
    borrar: (pk) => [sql\`DELETE FROM becas WHERE pk_beca = \${pk}\`],
  },
  baja: {
    reactivar: { reactivarBeca: (pk) => sql\`UPDATE becas SET activo = 1 WHERE pk_beca = \${pk} AND activo = 0\` },
    lista: { nombre: 'becas', filas: () => sql\`SELECT pk_beca AS pk FROM becas WHERE activo = 0\`, orden: sql\`x.pk DESC\` },
  },
} as never;
`,
  'server/entidades/becas/funciones.ts': `import { funcion } from '@server/api/funcion';
import { z, pk } from '@server/api/validacion';
import { reactivacion } from '@server/funciones/bajas';
export const funcionesBecas = {
  traerBecas: funcion('traerBecas', { acceso: 'publico', escribe: false, schema: z.object({}), run: async () => [] }),
  registrarBeca: funcion('registrarBeca', {
    acceso: ['a'], escribe: true, bitacora: { entidad: 'beca', nueva: true },
    schema: z.object({ nombreBeca: z.string() }), run: async () => ({ codigo: 1 as const, mensaje: 'Beca registrada.' }),
  }),
  editarBeca: funcion('editarBeca', {
    acceso: ['a'], escribe: true, bitacora: { entidad: 'beca', pk: 'pkBeca' },
    schema: z.object({ pkBeca: pk('Beca no válida.'), nombreBeca: z.string() }), run: async () => ({ codigo: 1 as const, mensaje: 'Beca guardada.' }),
  }),
  darBajaBeca: funcion('darBajaBeca', {
    acceso: ['a'], escribe: true, bitacora: { entidad: 'beca', pk: 'pkBeca' },
    schema: z.object({ pkBeca: pk('Beca no válida.') }), run: async () => ({ codigo: 1 as const, mensaje: 'Beca dada de baja.' }),
  }),
  reactivarBeca: reactivacion('reactivarBeca', { acceso: ['a'], entidad: 'beca', noExiste: 'No existe.', hecho: 'Reactivada.' }),
} as never;
`,
  'server/entidades/becas/importacion.ts': `import type { Mapeo } from '@server/entidades/importaciones/celdas';
export const importacion: Mapeo = {
  entidad: 'becas', bitacora: 'beca', carpeta: 'becas', registrar: 'registrarBeca', baja: 'darBajaBeca',
  columnas: ['Nombre', 'Estado'], requeridas: ['Nombre'], titulo: 'Nombre', imagenes: [], columnaDe: { nombreBeca: 'Nombre' },
  aCeldas: (d) => ({ Nombre: d.nombreBeca }), aDatos: (c) => ({ nombreBeca: c.Nombre }), ejemplo: { Nombre: 'Beca de excelencia', Estado: 'publicado' },
};
`,
  'src/features/becas/recurso.ts': `import type { Recurso } from '@/shared/recurso';
import { rutas } from '@/shared/rutas';
const admin = () => import('./admin/Becas');
export const recurso: Recurso = {
  mosaico: { seccion: 'egresados', orden: 9, to: rutas.admin.becas.lista, titulo: 'Becas', texto: 'Becas del programa.' },
  edicion: [{ patron: '/becas' }, { patron: '/becas/:pk', a: (p) => (p.pk ? rutas.admin.becas.editar(p.pk) : null) }],
  filas: [
    { area: 'a', path: rutas.admin.becas.lista, cargar: admin },
    { area: 'a', path: rutas.admin.becas.editar.patron, cargar: admin },
  ],
};
`,
  'src/features/becas/filasPublicas.ts': `import type { FilaPublica } from '@/shared/recurso';
export const filasPublicas: readonly FilaPublica[] = [
  { path: '/becas', cargar: () => import('./publico/Becas'), enlace: { orden: 6, texto: 'Becas', lateral: 'Becas' } },
  { path: '/becas/:pk', cargar: () => import('./publico/Becas') },
];
`,
};
