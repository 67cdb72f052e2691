// Event form checks (docs/SPEC.md §5 exact messages) and the paging arithmetic of 'Ver más'.
import { erroresDe } from '@/shared/api/contrato/campos';
import { esquemaEvento } from '@/shared/api/contrato/eventos';
import { aDatos } from './admin/Eventos';
import { EVENTOS_POR_PAGINA, INCREMENTO_EVENTOS, type FormEvento } from './tipos';

/** The form's check: useFormulario runs the contract's schema over the form's values (the dates may be left out). */
const validarEvento = (f: Pick<FormEvento, 'nombreEvento' | 'descripcion' | 'imgs'> & Partial<FormEvento>) => erroresDe(esquemaEvento, f);

describe('validarEvento', () => {
  it('gives the exact messages', () => {
    expect(validarEvento({ nombreEvento: '', descripcion: ' ', imgs: [] })).toEqual({
      nombreEvento: 'Se necesita el nombre del evento.',
      descripcion: 'Se necesita una descripción.',
      imgs: 'Se necesita mínimo una imagen del evento.',
    });
  });

  it('accepts 1 to 15 images and refuses 16', () => {
    const imgs = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `${i}.00000`, imagen: 'data:image/png;base64,AA' }));
    expect(validarEvento({ nombreEvento: 'a', descripcion: 'b', imgs: imgs(1) })).toEqual({});
    expect(validarEvento({ nombreEvento: 'a', descripcion: 'b', imgs: imgs(15) })).toEqual({});
    expect(validarEvento({ nombreEvento: 'a', descripcion: 'b', imgs: imgs(16) })).toEqual({ imgs: 'Se permiten máximo 15 imágenes por evento.' });
  });

  it('gives Spanish messages for impossible dates, text, and an end before its start', () => {
    const base = { nombreEvento: 'a', descripcion: 'b', imgs: [{ key: '1.00000', imagen: 'data:image/png;base64,AA' }] };
    expect(validarEvento({ ...base, inicio: '2027-03-12T10:00', fin: '2027-03-12T12:00' })).toEqual({});
    expect(validarEvento({ ...base, inicio: '2027-03-12T10:00', fin: '2027-03-12T09:00' })).toEqual({
      fin: 'La fecha de fin no puede ser anterior a la de inicio.',
    });
    expect(validarEvento({ ...base, fin: '2027-03-12T09:00' })).toEqual({ fin: 'Indica también la fecha de inicio.' });
    expect(validarEvento({ ...base, inicio: '2027-02-29' })).toEqual({ inicio: 'La fecha de inicio no es válida: escríbela como 2027-03-12 10:00.' });
    expect(validarEvento({ ...base, inicio: 'mañana' })).toEqual({ inicio: 'La fecha de inicio no es válida: escríbela como 2027-03-12 10:00.' });
  });
});

it('pages 3 then 3 more (SPEC.md §9)', () => {
  expect([EVENTOS_POR_PAGINA, INCREMENTO_EVENTOS]).toEqual([3, 3]);
});

it('sends a draft kept from before the dates existed with empty dates and place', () => {
  const viejo = { nombreEvento: ' Feria ', descripcion: 'b', imgs: [] } as unknown as FormEvento;
  expect(aDatos(viejo)).toEqual({
    nombreEvento: 'Feria',
    descripcion: 'b',
    imgs: '[]',
    inicio: '',
    fin: '',
    todoElDia: '0',
    lugar: '',
    enlaceEnLinea: '',
    cancelado: '0',
  });
});
