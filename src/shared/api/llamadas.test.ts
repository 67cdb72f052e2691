// A declared endpoint (a feature's api.ts) → the RTK Query options it makes, as a transition
// table: its kind, what its argument sends, the tags it provides or invalidates (after a success and
// after an error). `npm run typecheck` checks the refusals at the end.
import { baseApi } from './baseApi';
import { endpoints, opcion, type Llamada } from './llamadas';

type Fila = [
  caso: string,
  nombre: string,
  declaracion: Llamada,
  arg: unknown,
  tipo: 'query' | 'mutation',
  envia: Record<string, unknown>,
  etiquetas: unknown[] | undefined,
  trasError?: unknown[],
];

const LISTA = { type: 'Egresado', id: 'LIST' } as const;

const TABLA: Fila[] = [
  [
    'da makes a query; no argument sends only the call',
    'traerTopicos',
    { da: [{ type: 'Foro', id: 'LIST' }] },
    undefined,
    'query',
    { funcion: 'traerTopicos' },
    [{ type: 'Foro', id: 'LIST' }],
  ],
  ['a plain tag type', 'mostrarGeneraciones', { da: ['Generacion'] }, undefined, 'query', { funcion: 'mostrarGeneraciones' }, ['Generacion']],
  [
    'invalida makes a mutation; the argument is the fields',
    'registrarCasoExito',
    { invalida: [LISTA] },
    { nombre: 'A' },
    'mutation',
    { funcion: 'registrarCasoExito', nombre: 'A' },
    [LISTA],
    [LISTA],
  ],
  [
    'a scalar argument sent as one field, the id of a tag from it',
    'obtenerEgresado',
    { arg: 'idCasoExito', da: [{ type: 'Egresado', campo: 'idCasoExito' }] },
    '7',
    'query',
    { funcion: 'obtenerEgresado', idCasoExito: '7' },
    [{ type: 'Egresado', id: '7' }],
  ],
  [
    'a numeric scalar keeps its number (the tag id and the cache key; it travels as "3")',
    'obtenerEvento',
    { arg: 'pkEvento', da: [{ type: 'Evento', campo: 'pkEvento' }] },
    3,
    'query',
    { funcion: 'obtenerEvento', pkEvento: 3 },
    [{ type: 'Evento', id: 3 }],
  ],
  [
    'a tag id from a field of the fields',
    'editarEgresado',
    { invalida: [LISTA, { type: 'Egresado', campo: 'idCasoExito' }] },
    { idCasoExito: 4, nombre: 'B' },
    'mutation',
    { funcion: 'editarEgresado', idCasoExito: 4, nombre: 'B' },
    [LISTA, { type: 'Egresado', id: 4 }],
    [LISTA, { type: 'Egresado', id: 4 }],
  ],
  [
    'soloSiExito: an error invalidates nothing',
    'editarEvento',
    {
      invalida: [
        { type: 'Evento', id: 'LIST' },
        { type: 'Evento', campo: 'pkEvento' },
      ],
      soloSiExito: true,
    },
    { pkEvento: '5' },
    'mutation',
    { funcion: 'editarEvento', pkEvento: '5' },
    [
      { type: 'Evento', id: 'LIST' },
      { type: 'Evento', id: '5' },
    ],
    [],
  ],
  [
    'another call, with fixed fields before the argument',
    'registrarAlumno',
    { funcion: 'registrarUsuario', fijos: { rol: 'e' }, invalida: [{ type: 'Alumno', id: 'LIST' }] },
    { alumno: 'Ana', matricula: 'x1' },
    'mutation',
    { funcion: 'registrarUsuario', rol: 'e', alumno: 'Ana', matricula: 'x1' },
    [{ type: 'Alumno', id: 'LIST' }],
    [{ type: 'Alumno', id: 'LIST' }],
  ],
  [
    'soloSi: a preview (confirmar 0) invalidates nothing',
    'importarAlumnos',
    { invalida: [{ type: 'Alumno', id: 'LIST' }], soloSi: { confirmar: 1 } },
    { filas: [], confirmar: 0 },
    'mutation',
    { funcion: 'importarAlumnos', filas: [], confirmar: 0 },
    [],
    [],
  ],
  [
    'soloSi: the import itself invalidates the list',
    'importarAlumnos',
    { invalida: [{ type: 'Alumno', id: 'LIST' }], soloSi: { confirmar: 1 } },
    { filas: [], confirmar: 1 },
    'mutation',
    { funcion: 'importarAlumnos', filas: [], confirmar: 1 },
    [{ type: 'Alumno', id: 'LIST' }],
    [{ type: 'Alumno', id: 'LIST' }],
  ],
  [
    'an explicit tipo: a query without tags',
    'buscar',
    { tipo: 'query' },
    { q: 'aire', pagina: '2' },
    'query',
    { funcion: 'buscar', q: 'aire', pagina: '2' },
    undefined,
  ],
  ['an explicit tipo: a mutation without tags', 'cerrarSesion', { tipo: 'mutation' }, undefined, 'mutation', { funcion: 'cerrarSesion' }, undefined],
];

describe('opcion: a declared endpoint → its RTK Query options', () => {
  it.each(TABLA)('%s', (...fila: Fila) => {
    const [, nombre, declaracion, arg, tipo, envia, etiquetas, trasError] = fila; // a rest parameter: jest passes no `done`
    const o = opcion(nombre, declaracion);
    expect(o.tipo).toBe(tipo);
    expect(o.query(arg)).toEqual(envia);
    const tags = tipo === 'query' ? o.providesTags : o.invalidatesTags;
    expect(tipo === 'query' ? o.invalidatesTags : o.providesTags).toBeUndefined();
    expect(tags?.({}, undefined, arg)).toEqual(etiquetas);
    if (trasError) expect(tags?.(undefined, { codigo: 0, mensaje: 'x' }, arg)).toEqual(trasError);
  });

  it('asks the baseQuery for a call that outlives the page only when declared', () => {
    expect(opcion('cerrarSesion', { tipo: 'mutation', sobreviveALaPagina: true }).extraOptions).toEqual({ sobreviveALaPagina: true });
    expect('extraOptions' in opcion('iniciarSesion', { tipo: 'mutation' })).toBe(false);
  });

  it('carries keepUnusedDataFor only when declared', () => {
    expect(opcion('traerBitacora', { tipo: 'query', keepUnusedDataFor: 0 }).keepUnusedDataFor).toBe(0);
    expect('keepUnusedDataFor' in opcion('traerTopicos', { da: ['Foro'] })).toBe(false);
  });
});

describe('endpoints: the declarations injected into baseApi', () => {
  const api = baseApi.injectEndpoints({
    endpoints: (build) =>
      endpoints(build, {
        traerTopicos: { da: [{ type: 'Foro', id: 'LIST' }] },
        registrarAdmin: { funcion: 'registrarUsuario', fijos: { rol: 'a' }, invalida: [{ type: 'Usuario', id: 'LIST' }] },
      }),
  });

  it('makes a query and a mutation under their names, with their hooks', () => {
    expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['traerTopicos', 'registrarAdmin']));
    expect([typeof api.endpoints.traerTopicos.useQuery, typeof api.endpoints.registrarAdmin.useMutation]).toEqual(['function', 'function']);
    expect(['useQuery' in api.endpoints.registrarAdmin, 'useMutation' in api.endpoints.traerTopicos]).toEqual([false, false]);
    expect([typeof api.useTraerTopicosQuery, typeof api.useRegistrarAdminMutation]).toEqual(['function', 'function']);
  });

  it('refuses, at compile time, a name outside the contract, a foreign field, a tag outside TIPOS_TAG and a declaration of no kind', () => {
    const build = undefined as never;
    const casos = [
      // @ts-expect-error: not a call of the contract (and no `funcion` says which one it makes)
      () => endpoints(build, { listarEgresadosQueNoExiste: { da: ['Egresado'] } }),
      // @ts-expect-error: a funcion outside the contract
      () => endpoints(build, { otro: { funcion: 'listarEgresadosQueNoExiste', tipo: 'query' } }),
      // @ts-expect-error: obtenerEvento takes pkEvento, not idCasoExito
      () => endpoints(build, { obtenerEvento: { arg: 'idCasoExito', da: ['Evento'] } }),
      // @ts-expect-error: a tag id from a field the call does not have
      () => endpoints(build, { editarEgresado: { invalida: [{ type: 'Egresado', campo: 'pkEvento' }] } }),
      // @ts-expect-error: not a tag of TIPOS_TAG
      () => endpoints(build, { traerTopicos: { da: ['Tema'] } }),
      // @ts-expect-error: a fixed field of another value than the call's
      () => endpoints(build, { registrarAlumno: { funcion: 'registrarUsuario', fijos: { rol: 'x' }, invalida: [] } }),
      // @ts-expect-error: neither tipo, nor da, nor invalida
      () => endpoints(build, { traerTopicos: {} }),
    ];
    expect(casos).toHaveLength(7);
  });
});
