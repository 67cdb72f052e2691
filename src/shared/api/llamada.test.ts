// The typed `query` of the endpoints: what travels, and (checked by `npm run typecheck`) that a
// name outside the contract or fields of another call do not compile.
import { llamada } from './llamada';

describe('llamada', () => {
  it('sends the call name beside the fields the endpoint receives', () => {
    expect(llamada('eliminarEgresado')({ idCasoExito: 7 })).toEqual({ funcion: 'eliminarEgresado', idCasoExito: 7 });
  });

  it('sends only the call name when the call takes no fields', () => {
    expect(llamada('traerTopicos')()).toEqual({ funcion: 'traerTopicos' });
  });

  it('builds the fields from the endpoint argument when given a mapping', () => {
    expect(llamada('obtenerEvento', (pk: number) => ({ pkEvento: String(pk) }))(3)).toEqual({ funcion: 'obtenerEvento', pkEvento: '3' });
  });

  it('refuses, at compile time, a name outside the contract and fields of another call', () => {
    // @ts-expect-error: not a call of the contract
    const malNombre = llamada('listarEgresadosQueNoExiste');
    // @ts-expect-error: obtenerEvento takes pkEvento, not idCasoExito
    const malosCampos = llamada('obtenerEvento', (pk: number) => ({ idCasoExito: pk }));
    expect([typeof malNombre, typeof malosCampos]).toEqual(['function', 'function']);
  });
});
