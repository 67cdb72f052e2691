// Form checks with their exact messages.
import { erroresDe } from '@/shared/api/contrato/campos';
import { esquemaAdmin, esquemaAlumno } from '@/shared/api/contrato/usuarios';
import { MENSAJES, problemaContrasenaNueva, validarCambio } from './validacion';
import type { DatosAdmin, DatosAlumno } from './tipos';

/** The student and admin forms' checks: useFormulario runs the contract's schemas. */
const validarAlumno = (d: DatosAlumno) => erroresDe(esquemaAlumno, d);
const validarAdmin = (d: DatosAdmin) => erroresDe(esquemaAdmin, d);

describe('validarAlumno', () => {
  it.each([
    [
      { alumno: '', matricula: '' },
      { alumno: MENSAJES.nombreAlumno, matricula: MENSAJES.matricula },
    ],
    [{ alumno: 'Ana', matricula: 'abc' }, { matricula: MENSAJES.formatoMatricula }],
    [{ alumno: 'Ana', matricula: '2024 01' }, { matricula: MENSAJES.formatoMatricula }],
    [{ alumno: 'Ana', matricula: 'sin-numero' }, { matricula: MENSAJES.formatoMatricula }],
    [{ alumno: 'Ana', matricula: ' UT-2024-01 ' }, {}],
  ])('%j → %j', (datos, errores) => expect(validarAlumno(datos)).toEqual(errores));
});

describe('validarAdmin', () => {
  it('needs the first name and paternal surname; the maternal one is optional', () => {
    expect(validarAdmin({ nombres: ' ', apellido_p: '', apellido_m: '' })).toEqual({ nombres: MENSAJES.nombres, apellido_p: MENSAJES.apellidoP });
    expect(validarAdmin({ nombres: 'Ana', apellido_p: 'Ruiz', apellido_m: '' })).toEqual({});
  });
});

describe('validarCambio', () => {
  it.each([
    [{ actual: '', nueva: 'corta', repetida: 'corta' }, [], { actual: MENSAJES.contrasenaActual, nueva: MENSAJES.contrasenaNueva }],
    [{ actual: '20240001', nueva: '20240001', repetida: '20240001' }, [], { nueva: MENSAJES.contrasenaIgual }],
    [{ actual: 'x', nueva: 'UT-20240001', repetida: 'UT-20240001' }, ['ut-20240001'], { nueva: MENSAJES.contrasenaEsMatricula }],
    [{ actual: 'x', nueva: 'NuevaClave1', repetida: 'NuevaClave2' }, [], { repetida: MENSAJES.noCoinciden }],
    [{ actual: 'x', nueva: 'NuevaClave1', repetida: 'NuevaClave1' }, [null], {}],
    [{ actual: 'x', nueva: 'aaaaaaaa', repetida: 'aaaaaaaa' }, [], { nueva: MENSAJES.contrasenaRepetitiva }],
    [{ actual: 'x', nueva: '12121212', repetida: '12121212' }, [], { nueva: MENSAJES.contrasenaRepetitiva }],
  ])('%j → %j', (datos, prohibidas, errores) => expect(validarCambio(datos, prohibidas)).toEqual(errores));
});

describe('problemaContrasenaNueva (the one rule the server applies too)', () => {
  const comun = (c: string) => ['12345678', 'password1'].includes(c);
  it.each([
    ['1234567', MENSAJES.contrasenaNueva],
    ['Password1', MENSAJES.contrasenaComun],
    ['12345678', MENSAJES.contrasenaComun],
    [' ADMIN.ruiz ', MENSAJES.contrasenaEsMatricula],
    ['zzzzzzzzzz', MENSAJES.contrasenaRepetitiva],
    ['Mi-Clave-2026', undefined],
  ])('%j → %j', (nueva, mensaje) => expect(problemaContrasenaNueva(nueva, ['admin.ruiz'], comun)).toBe(mensaje));
});
