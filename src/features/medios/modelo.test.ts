// The media library's state as a transition table: each row is a state, an action and the state
// after it (the upload queue's machine per file, the in-place edit, the drop zone).
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import type { ArchivoEnCola, MediosState } from '@/shared/modelo/ranuraMedios';
import {
  altCambiado,
  archivosAgregados,
  arrastre,
  decorativaCambiada,
  edicionAbierta,
  edicionCambiada,
  edicionCerrada,
  edicionFallida,
  faltanAlts,
  inicialMedios,
  progresoSubida,
  quitadoDeCola,
  reducerMedios,
  subidaHecha,
  subidaIniciada,
  subidaRechazada,
  subidasLimpiadas,
} from './modelo';

const archivo = (id: string, cambios: Partial<ArchivoEnCola> = {}): ArchivoEnCola => ({
  id,
  nombre: `${id}.jpg`,
  tamano: 1000,
  vista: '',
  alt: '',
  decorativa: false,
  progreso: null,
  estado: 'pendiente',
  error: null,
  ...cambios,
});
const con = (...cola: ArchivoEnCola[]): MediosState => ({ ...inicialMedios, cola });

const tabla: [string, MediosState, Parameters<typeof reducerMedios>[1], MediosState][] = [
  [
    'files chosen join the queue, pending and undescribed; the drop zone closes',
    { ...con(archivo('a')), arrastrando: true },
    archivosAgregados([{ id: 'b', nombre: 'b.jpg', tamano: 1000, vista: '' }]),
    con(archivo('a'), archivo('b')),
  ],
  [
    'typing an alt clears its refusal',
    con(archivo('a', { error: ALT_REQUERIDO })),
    altCambiado({ id: 'a', alt: 'Aula' }),
    con(archivo('a', { alt: 'Aula' })),
  ],
  ['decorative', con(archivo('a')), decorativaCambiada({ id: 'a', decorativa: true }), con(archivo('a', { decorativa: true }))],
  [
    '"Subir" with an undescribed file: the message beside it only',
    con(archivo('a'), archivo('b', { alt: 'Aula' }), archivo('c', { decorativa: true })),
    faltanAlts(),
    con(archivo('a', { error: ALT_REQUERIDO }), archivo('b', { alt: 'Aula' }), archivo('c', { decorativa: true })),
  ],
  ['an undescribed file does not start', con(archivo('a')), subidaIniciada('a'), con(archivo('a'))],
  [
    'a described one starts at 0',
    con(archivo('a', { alt: 'Aula' })),
    subidaIniciada('a'),
    con(archivo('a', { alt: 'Aula', estado: 'subiendo', progreso: 0 })),
  ],
  [
    'progress only grows, up to 100',
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 60 })),
    progresoSubida({ id: 'a', porcentaje: 40 }),
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 60 })),
  ],
  [
    'progress',
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 0 })),
    progresoSubida({ id: 'a', porcentaje: 72.4 }),
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 72 })),
  ],
  [
    'done: 100',
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 72 })),
    subidaHecha('a'),
    con(archivo('a', { alt: 'x', estado: 'subida', progreso: 100 })),
  ],
  [
    "refused: the server's message beside it, kept to fix",
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 100 })),
    subidaRechazada({ id: 'a', mensaje: 'No.' }),
    con(archivo('a', { alt: 'x', estado: 'rechazada', error: 'No.' })),
  ],
  [
    'a refused one is fixed and sent again',
    con(archivo('a', { alt: 'x', estado: 'rechazada', error: 'No.' })),
    subidaIniciada('a'),
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 0 })),
  ],
  [
    'a sent one cannot be edited',
    con(archivo('a', { alt: 'x', estado: 'subida', progreso: 100 })),
    altCambiado({ id: 'a', alt: 'y' }),
    con(archivo('a', { alt: 'x', estado: 'subida', progreso: 100 })),
  ],
  [
    'one being sent is not removed',
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 5 })),
    quitadoDeCola('a'),
    con(archivo('a', { alt: 'x', estado: 'subiendo', progreso: 5 })),
  ],
  ['a pending one is removed', con(archivo('a'), archivo('b')), quitadoDeCola('a'), con(archivo('b'))],
  ['the sent ones leave the queue', con(archivo('a', { estado: 'subida', progreso: 100 }), archivo('b')), subidasLimpiadas(), con(archivo('b'))],
  ['dragging files shows the drop zone', inicialMedios, arrastre(true), { ...inicialMedios, arrastrando: true }],
  [
    'editing an asset',
    inicialMedios,
    edicionAbierta({ pk: 3, alt: '', decorativa: false }),
    { ...inicialMedios, edicion: { pk: 3, alt: '', decorativa: false, error: null } },
  ],
  [
    'its refusal, then typing clears it',
    { ...inicialMedios, edicion: { pk: 3, alt: '', decorativa: false, error: ALT_REQUERIDO } },
    edicionCambiada({ alt: 'Aula', decorativa: false }),
    { ...inicialMedios, edicion: { pk: 3, alt: 'Aula', decorativa: false, error: null } },
  ],
  ['a refusal with no edit open changes nothing', inicialMedios, edicionFallida('No.'), inicialMedios],
  ['closed', { ...inicialMedios, edicion: { pk: 3, alt: 'x', decorativa: false, error: null } }, edicionCerrada(), inicialMedios],
];

it.each(tabla)('%s', (_, antes, accion, despues) => {
  expect(reducerMedios(antes, accion)).toEqual(despues);
});

it('starts from an empty or partial (imported) slot', () => {
  expect(reducerMedios(undefined, { type: '@@init' })).toEqual(inicialMedios);
  expect(reducerMedios({ arrastrando: true }, arrastre(false))).toEqual(inicialMedios);
});
