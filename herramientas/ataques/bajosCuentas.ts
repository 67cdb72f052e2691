// Issue 45's Low findings about accounts: a reset link that outlives a password or address change,
// tokens in the request log, students created from an identity provider's unchecked claim.
import { CUENTAS, enlacesRestablecer, entrar, llamar, type Comprobacion, type Contexto } from './sitio';
import { recorrerOidc } from './oidc';

/** Student 20231001 on A with an address an admin typed (confirmed, as the site counts it). */
async function alumnoConCorreo(c: Contexto, correo: string) {
  const cookie = await c.admin();
  const alumnos = (await llamar(c.a, 'mostrarAlumnos', {}, { cookie })).lista as { pk_usuario: number; nombre_persona: string; matricula: string }[];
  const alumno = alumnos.find((x) => x.matricula === CUENTAS.e.usuario)!;
  const r = await llamar(
    c.a,
    'editarUsuario',
    { idAlumno: String(alumno.pk_usuario), alumno: alumno.nombre_persona, matricula: alumno.matricula, correo },
    { cookie, ip: c.ip() },
  );
  if (r.body.codigo !== 1) throw new Error(`editarUsuario: ${JSON.stringify(r.body)}`);
  return alumno;
}

export const BAJOS_CUENTAS: Comprobacion[] = [
  {
    nombre: 'Low: a mailed reset link survives cambiarContrasena, an admin’s reestablecerAlumno and a change of e-mail',
    async correr(c) {
      const correo = 'alumna.ataque@ejemplo.edu.mx';
      const alumno = await alumnoConCorreo(c, correo);
      let pedidos = 0;
      /** A fresh link mailed to the student (3 a day per account is the site's limit: exactly the three cases). */
      const enlace = async () => {
        await llamar(c.a, 'pedirRestablecimiento', { cuenta: CUENTAS.e.usuario }, { ip: c.ip() });
        pedidos++;
        const todos = await enlacesRestablecer(c.a, correo, pedidos);
        if (todos.length < pedidos) throw new Error(`no reset e-mail reached ${correo} (${todos.length} of ${pedidos})`);
        return todos[todos.length - 1];
      };
      const usar = async (token: string) =>
        (await llamar(c.a, 'restablecerContrasena', { token, contrasena_nueva: 'Girasol-Azul-2031' }, { ip: c.ip() })).body;
      const casos: string[] = [];
      const sobrevivio: string[] = [];
      const caso = async (nombre: string, accion: () => Promise<unknown>) => {
        const token = await enlace();
        c.secretos.set(`token de restablecimiento (${nombre})`, token);
        await accion();
        const r = await usar(token);
        casos.push(`${nombre}: ${r.codigo === 1 ? 'link worked' : `refused «${String(r.mensaje)}»`}`);
        if (r.codigo === 1) sobrevivio.push(nombre);
      };
      await caso('after cambiarContrasena', async () => {
        const s = await entrar(c.a, CUENTAS.e.usuario, CUENTAS.e.contrasena, c.ip());
        const r = await llamar(
          c.a,
          'cambiarContrasena',
          { contrasena_actual: CUENTAS.e.contrasena, contrasena_nueva: 'Mi#Clave-Nueva-2031' },
          { cookie: s.cookie },
        );
        if (r.body.codigo !== 1) throw new Error(`cambiarContrasena: ${JSON.stringify(r.body)} (${s.mensaje})`);
      });
      const admin = await c.admin();
      await caso('after reestablecerAlumno', async () => {
        const r = await llamar(c.a, 'reestablecerAlumno', { idAlumno: String(alumno.pk_usuario) }, { cookie: admin, ip: c.ip() });
        if (r.body.codigo !== 1) throw new Error(`reestablecerAlumno: ${JSON.stringify(r.body)}`);
      });
      await caso('after an admin changed the address', () => alumnoConCorreo(c, 'otra.direccion.ataque@ejemplo.edu.mx'));
      return {
        ok: sobrevivio.length === 0,
        detalle: sobrevivio.length ? `the link survived: ${casos.join('; ')}` : casos.join('; '),
      };
    },
  },
  {
    nombre: 'Low: the request log stores reset and preview tokens in full URLs',
    async correr(c) {
      const cookie = await c.admin();
      const vista = await llamar(c.a, 'crearVistaPrevia', { entidad: 'pagina', pk: '1' }, { cookie, ip: c.ip() });
      const token = typeof vista.body.token === 'string' ? vista.body.token : '';
      if (!token) return { ok: false, detalle: `no preview link: ${JSON.stringify(vista.body)}` };
      c.secretos.set('token de vista previa', token);
      const visitas = [
        `/vista_previa/${token}`,
        ...[...c.secretos].filter(([k]) => k.startsWith('token de restablecimiento')).map(([, t]) => `/restablecer_contrasena?token=${t}`),
      ];
      for (const v of visitas) await (await fetch(`${c.a.url}${v}`)).arrayBuffer();
      await new Promise((r) => setTimeout(r, 1000)); // the logger writes asynchronously
      const log = c.a.salida();
      const guardados = [...c.secretos].filter(([, t]) => t && log.includes(t)).map(([k]) => k);
      return {
        ok: guardados.length === 0 && log.includes('"url"'),
        detalle: guardados.length
          ? `found in the request log: ${guardados.join(', ')}`
          : `${c.secretos.size} secrets that crossed URLs (${[...c.secretos.keys()].join(', ')}) absent from ${log.split('\n').length} log lines`,
      };
    },
  },
  {
    nombre: 'Low: with OIDC_CREAR_ALUMNOS=1 the claim becomes login name and matrícula unchecked',
    async correr(c) {
      const partes: string[] = [];
      const aceptadas: string[] = [];
      const control = await recorrerOidc(c.b, 'nueva').catch((e: Error) => ({ destino: e.message, sesion: undefined }));
      partes.push(`control A0099: ${control.sesion ? 'created and signed in' : `refused (${control.destino})`}`);
      for (const quien of ['marcado', 'cirilico', 'crlf', 'formula']) {
        const r = await recorrerOidc(c.b, quien).catch((e: Error) => ({ destino: e.message, sesion: undefined }));
        if (r.sesion) aceptadas.push(quien);
        partes.push(`${quien}: ${r.sesion ? 'created and signed in' : `refused (${r.destino})`}`);
      }
      // what the staff's list now shows: no markup, CR/LF, bidi override, formula or Cyrillic look-alike
      const admin = await entrar(c.b, CUENTAS.a.usuario, CUENTAS.a.contrasena, c.ip());
      const alumnos = (await llamar(c.b, 'mostrarAlumnos', {}, { cookie: admin.cookie })).lista as { nombre_persona: string; matricula: string }[];
      const sucios = (Array.isArray(alumnos) ? alumnos : []).filter((a) =>
        [a.nombre_persona, a.matricula].some((t) => /[<>\r\n\u202E]|^[=+\-@]|[\u0400-\u04FF]/.test(String(t))),
      );
      if (sucios.length) partes.push(`stored as typed: ${sucios.map((a) => JSON.stringify([a.matricula, a.nombre_persona])).join(', ')}`);
      return { ok: control.sesion !== undefined && aceptadas.length === 0 && sucios.length === 0, detalle: partes.join('; ') };
    },
  },
];
