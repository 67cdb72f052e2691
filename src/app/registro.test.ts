// One register per side of the site (docs/convenciones.md, "Registro"; issue 44): the public site
// speaks "tú" to applicants and visitors, the panels "usted" to staff and students. A sentence-
// initial imperative of the other form in a user-visible string of a side's files fails here,
// with its file and line. Comments are skipped; docs/SPEC.md's literal strings have no imperative.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const RAIZ = join(__dirname, '..', '..');

/** Imperatives that can only be "usted" (a public page must not say them)… */
const USTED =
  /(?:^|['"`>¿¡]|[.:!?]\s+)(Escriba|Elija|Intente|Inténtelo|Ingrese|Seleccione|Vuelva|Pruebe|Agregue|Inicie|Regrese|Haga|Envíe|Busque|Revise)\b/u;
/** …and those that can only be "tú", or its possessive (a panel must not say them). */
const TU =
  /(?:^|['"`>¿¡]|[.:!?]\s+)(Escribe|Elige|Intenta|Inténtalo|Ingresa|Selecciona|Vuelve|Agrega|Inicia|Regresa|Haz|Envía|Busca)\b|\b[Tt]us? (?:contraseña|cuenta|correo|pregunta|respuesta|panel|sesión)\b/u;

function archivos(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return archivos(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

const features = join(RAIZ, 'src', 'features');
const carpetas = (nombres: string[]) =>
  readdirSync(features).flatMap((f) => nombres.map((n) => join(features, f, n)).filter((p) => statSync(p, { throwIfNoEntry: false })?.isDirectory()));

/** Lines of `ficheros` that say the other form: "file:line: text". */
function otraForma(ficheros: string[], prohibido: RegExp): string[] {
  return ficheros.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .map((linea, i) => [linea, i + 1] as const)
      .filter(([linea]) => !/^\s*(\/\/|\*|\/\*)/.test(linea) && prohibido.test(linea))
      .map(([linea, n]) => `${relative(RAIZ, f)}:${n}: ${linea.trim()}`),
  );
}

it('the public site speaks "tú": no "usted" imperative in its pages, forms and messages', () => {
  // (features/foro/componentes serve the public forum and the panels alike: each string there picks its side by `modo`)
  const sueltos = [
    'src/app/paneles/Admisiones.tsx',
    'src/app/paneles/Inicio.tsx',
    'src/app/marcos/MarcoPublico.tsx',
    'src/app/marcos/CajaBusqueda.tsx',
    'src/features/enlace/BannerInscripcion.tsx',
    'src/features/enlace/Preinscripcion.tsx',
    'src/features/paginas/Contacto.tsx',
    'src/features/paginas/FechasClave.tsx',
    'src/features/plan/PlanEstudios.tsx',
    'src/features/solicitudes/validacion.ts',
  ].map((f) => join(RAIZ, f));
  const publicos = [...carpetas(['publico']).flatMap(archivos), ...sueltos];
  expect(publicos.length).toBeGreaterThan(25);
  expect(otraForma(publicos, USTED)).toEqual([]);
});

it('the panels speak "usted": no "tú" imperative in the staff and account screens', () => {
  const paneles = [...carpetas(['admin', 'superadmin', 'cuenta']).flatMap(archivos), ...archivos(join(RAIZ, 'src/shared/admin'))];
  expect(paneles.length).toBeGreaterThan(50);
  expect(otraForma(paneles, TU)).toEqual([]);
});

it('catches the other form (the check itself)', () => {
  expect(USTED.test("'Escriba su respuesta'")).toBe(true);
  expect(USTED.test('No hay resultados. Pruebe con otras palabras.')).toBe(true);
  expect(USTED.test("'Escribe tu pregunta'")).toBe(false);
  expect(TU.test('>Elige un tópico<')).toBe(true);
  expect(TU.test("'Cambie su contraseña'")).toBe(false);
  expect(TU.test('Revise tu correo')).toBe(true);
});
