// Issue 45 (Info): limits were keyed per full IPv6 address, and one host holds a whole /64 (a fresh
// budget per address it rotates to). An IPv6 address now counts as its /64 everywhere a limit is
// keyed by address (the limits table's every limiter, the search's, the trail's refusal count).
// Both engines.
import { CUENTAS, nuevoHarness, type Harness } from '../pruebas/arnes';
import { claveDireccion, claveLimite } from './direccion';
import { LIMITE_PREGUNTAS } from '@server/entidades/foro/moderacion';
import { MENSAJES_SOLICITUD as M } from '@/shared/api/contrato/solicitudes';

it('counts an IPv6 address as its /64, an IPv4-mapped one as its IPv4, IPv4 as itself', () => {
  expect(
    [
      '2001:db8:0:1::5',
      '2001:DB8:0:1:ffff:1:2:3',
      '2001:db8:0:2::5',
      '::1',
      '::ffff:192.0.2.1',
      '192.0.2.1',
      'fe80::1%eth0',
      '2001:db8::7.8.9.10',
    ].map(claveDireccion),
  ).toEqual([
    '2001:db8:0:1::/64',
    '2001:db8:0:1::/64',
    '2001:db8:0:2::/64',
    '0:0:0:0::/64',
    '192.0.2.1',
    '192.0.2.1',
    'fe80:0:0:0::/64',
    '2001:db8:0:0::/64',
  ]);
  // a login's key (account|address): the address part only
  expect(claveLimite('ana.lopez|2001:db8:aa:bb:1::2')).toBe('ana.lopez|2001:db8:aa:bb::/64');
  expect(claveLimite('ana.lopez|198.51.100.7')).toBe('ana.lopez|198.51.100.7');
});

describe('through the server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await nuevoHarness();
  });
  afterAll(() => h.cerrar());

  const enviar = (ip: string, i: number) =>
    h.llamar('registrarSolicitudInformes', { nombre: `Aspirante ${i}`, correo: `a${i}@correo.mx`, mensaje: `Pregunta ${i}.`, acepto: '1' }, { ip });

  it('a limit per address: rotating through one /64 shares one budget; another /64 has its own', async () => {
    for (let i = 0; i < LIMITE_PREGUNTAS.max; i++) expect((await enviar(`2001:db8:45:1::${(i + 1).toString(16)}`, i)).status).toBe(200);
    const otra = await enviar('2001:db8:45:1:dead:beef:0:1', 99);
    expect([otra.status, otra.body.mensaje]).toEqual([429, M.demasiadas]);
    expect((await enviar('2001:db8:45:2::1', 100)).status).toBe(200);
  });

  it('failed logins: every address of the /64 counts against the same per-address budget', async () => {
    // five failures of one account from five addresses of one /64 lock the pair (account, /64)
    for (let i = 1; i <= 5; i++)
      expect((await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: `Mala#${i}` }, { ip: `2001:db8:45:3::${i}` })).status).toBe(
        401,
      );
    const sexta = await h.llamar('iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: 'Mala#6' }, { ip: '2001:db8:45:3::99' });
    expect(sexta.status).toBe(429);
  });
});
