// slug / nombreCoincide: the company name in the URL of its experiences page.
import { nombreCoincide, slug } from './slug';

it('makes lower-case, accent-free, dash-separated names', () => {
  expect(slug('Tecnologías del Bajío')).toBe('tecnologias-del-bajio');
  expect(slug('  Datos & Procesos, S.A. ')).toBe('datos-procesos-s-a');
});

it('accepts the slug or the raw name, and refuses another name or an empty one', () => {
  expect(nombreCoincide('tecnologias-del-bajio', 'Tecnologías del Bajío')).toBe(true);
  expect(nombreCoincide('Tecnolog%C3%ADas%20del%20Baj%C3%ADo', 'Tecnologías del Bajío')).toBe(true);
  expect(nombreCoincide('otra-empresa', 'Tecnologías del Bajío')).toBe(false);
  expect(nombreCoincide('%E0%A4%A', 'Tecnologías del Bajío')).toBe(false);
  expect(nombreCoincide('---', '!!!')).toBe(false);
});
