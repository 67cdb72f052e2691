// The CSV reader: separators, quotes, BOM, encodings, headers in any order, blank rows.
import { decodificar, detectarSeparador, leerAlumnos, parsearCsv } from './csv';

describe('parsearCsv', () => {
  it.each([
    [
      'commas',
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'semicolons (Excel in Spanish)',
      'a;b\r\nc;d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'tabs',
      'a\tb\nc\td',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['a comma inside quotes with ;', '"López, Ana";2024\n', [['López, Ana', '2024']]],
    ['doubled quotes', '"Ana ""la Güera"" Ruiz",1', [['Ana "la Güera" Ruiz', '1']]],
    [
      'a newline inside quotes',
      '"Ana\nRuiz",1\nB,2',
      [
        ['Ana\nRuiz', '1'],
        ['B', '2'],
      ],
    ],
    [
      'empty cells',
      'a,,c\n,,',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    ['a BOM', '\uFEFFa,b', [['a', 'b']]],
    [
      'old Mac line ends',
      'a,b\rc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
  ])('reads %s', (_n, texto, esperado) => {
    expect(parsearCsv(texto)).toEqual(esperado);
  });

  it('detects the separator on the first line only, ignoring quoted ones', () => {
    expect(detectarSeparador('"a;b;c",d\n1;2;3;4')).toBe(',');
    expect(detectarSeparador('nombre;matrícula\nPérez, Ana;1')).toBe(';');
    expect(detectarSeparador('solo')).toBe(',');
  });
});

describe('decodificar', () => {
  it('reads UTF-8 with a BOM and drops the BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFJosé Núñez;2024');
    expect(decodificar(bytes)).toBe('José Núñez;2024');
  });

  it('falls back to Windows-1252 (Excel) when the bytes are not UTF-8', () => {
    // "José Peña" in Windows-1252: é = 0xE9, ñ = 0xF1
    const bytes = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x50, 0x65, 0xf1, 0x61]);
    expect(decodificar(bytes)).toBe('José Peña');
  });
});

describe('leerAlumnos', () => {
  it('reads name, matricula without a header, skipping blank rows and tidying spaces', () => {
    expect(leerAlumnos('José  Ángel Pérez,20240001\n\n  María Núñez ; x \n,\nAna,20240003')).toEqual({
      filas: [
        { alumno: 'José Ángel Pérez', matricula: '20240001' },
        { alumno: 'María Núñez ; x', matricula: '' },
        { alumno: 'Ana', matricula: '20240003' },
      ],
      lineas: [1, 3, 5],
      encabezado: false,
    });
  });

  it('uses a header with accents in any order and any case, with ; separators and a BOM', () => {
    const r = leerAlumnos('\uFEFFMATRÍCULA;Nombre del alumno;Grupo\r\n20240001;José Pérez;3A\r\n20240002;"Núñez; Ana";3B\r\n');
    expect(r.encabezado).toBe(true);
    expect(r.filas).toEqual([
      { alumno: 'José Pérez', matricula: '20240001' },
      { alumno: 'Núñez; Ana', matricula: '20240002' },
    ]);
    expect(r.lineas).toEqual([2, 3]);
  });

  it('keeps rows with missing cells so the preview can mark them', () => {
    expect(leerAlumnos('nombre,matricula\nSolo nombre\n,20240009').filas).toEqual([
      { alumno: 'Solo nombre', matricula: '' },
      { alumno: '', matricula: '20240009' },
    ]);
  });

  it('reads nothing from an empty file or a header alone', () => {
    expect(leerAlumnos('').filas).toEqual([]);
    expect(leerAlumnos('\uFEFF\r\n').filas).toEqual([]);
    expect(leerAlumnos('nombre;matrícula\n').filas).toEqual([]);
  });
});
