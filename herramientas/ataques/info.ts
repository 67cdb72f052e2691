// Issue 45's Info findings: enquiries never purged nor paged, uploads immutable for a year, limits
// keyed per full IPv6 address.
import { enviarComoAdmin, llamar, png, type Comprobacion } from './sitio';

const enviar = (c: Parameters<Comprobacion['correr']>[0], i: number, ip: string, nombre = `Aspirante Ataque ${i}`) =>
  llamar(c.a, 'registrarSolicitudInformes', { nombre, correo: `aspirante.ataque${i}@correo.mx`, mensaje: `Pregunta ${i}.`, acepto: '1' }, { ip });

export const INFO: Comprobacion[] = [
  {
    nombre: 'Info: /uploads is immutable for a year, so a deleted photo lives on in caches',
    async correr(c) {
      const cookie = await c.admin();
      const gens = (await llamar(c.a, 'mostrarGeneraciones')).lista as { pk_generacion: number }[];
      const nombre = 'Foto Cacheada Ataque';
      await enviarComoAdmin(c, 'registrarCasoExito', {
        nombreAlumno: nombre,
        generacion: String(gens[0].pk_generacion),
        puestoEmpresa: 'QA',
        palabrasAlumno: 'Hola.',
        imagenForm: await png(51),
      });
      const caso = (
        (await llamar(c.a, 'traerCasosExito')).lista as { pk_caso_exito: number; nombre_estudiante: string; foto_estudiante: string }[]
      ).find((x) => x.nombre_estudiante === nombre);
      if (!caso?.foto_estudiante) return { ok: false, detalle: 'could not upload a photo' };
      const foto = await fetch(`${c.a.url}/${caso.foto_estudiante}`);
      await foto.arrayBuffer();
      const cache = foto.headers.get('cache-control') ?? '(none)';
      await llamar(c.a, 'eliminarEgresado', { idCasoExito: String(caso.pk_caso_exito) }, { cookie, ip: c.ip() });
      const despues = await fetch(`${c.a.url}/${caso.foto_estudiante}`);
      await despues.arrayBuffer();
      const ok = foto.status === 200 && !/immutable/.test(cache);
      return {
        ok,
        detalle: `the uploaded original /${caso.foto_estudiante} answered ${foto.status} with Cache-Control «${cache}»; after its graduate was deleted: ${despues.status}`,
      };
    },
  },
  {
    nombre: 'Info: limits are keyed per full IPv6 address',
    async correr(c) {
      // loopback has one IPv6 address (::1), so the addresses come as nginx on this host would pass
      // them: X-Forwarded-For through TRUST_PROXY=1. One host of 2001:db8:45:1::/64 rotating its address.
      const estados: number[] = [];
      for (let i = 0; i < 11; i++)
        estados.push((await enviar(c, 900 + i, `2001:db8:45:1:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`)).status);
      const otra = (await enviar(c, 950, '2001:db8:45:2::1')).status;
      const aceptadas = estados.filter((s) => s === 200).length;
      return {
        ok: aceptadas === 10 && estados[10] === 429 && otra === 200,
        detalle: `11 enquiries from 11 addresses of one /64: ${aceptadas} accepted, the 11th answered ${estados[10]} (limit 10 per address in 15 min); another /64 then: ${otra}`,
      };
    },
  },
  {
    nombre: 'Info: enquiries are never purged and have no paging',
    async correr(c) {
      // 30 enquiries from three addresses (10 each, the per-address limit), and one received 400 days ago
      for (let i = 0; i < 30; i++) await enviar(c, i, `203.0.113.${100 + Math.floor(i / 10)}`);
      const hace400 = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
      await c.baseA.ejecutar(`INSERT INTO solicitudes_informes (nombre, correo, telefono, mensaje, creada) VALUES ($1, $2, '', $3, $4)`, [
        'Solicitante Antigua Ataque',
        'antigua.ataque@correo.mx',
        'Hola, hace más de un año.',
        hace400,
      ]);
      const leer = async () => (await llamar(c.a, 'traerSolicitudesInformes', {}, { cookie: await c.admin() })).lista;
      const primera = await leer();
      const paginada = !Array.isArray(primera) && typeof primera === 'object' && primera !== null && 'filas' in primera;
      const filas = (x: unknown) => (Array.isArray(x) ? x : ((x as { filas?: unknown[] })?.filas ?? [])) as { nombre: string }[];
      const total = paginada ? Number((primera as unknown as { total: number }).total) : filas(primera).length;
      const dias = paginada ? (primera as unknown as { dias?: number }).dias : undefined;
      // the hourly purge runs at start: restart the site on the same database
      c.a = await c.reiniciarA();
      const buscar = async () => (await llamar(c.a, 'traerSolicitudesInformes', paginada ? { q: 'Antigua' } : {}, { cookie: await c.admin() })).lista;
      const antigua = filas(await buscar()).some((f) => f.nombre === 'Solicitante Antigua Ataque');
      const ok = paginada && filas(primera).length <= 25 && total >= 31 && !antigua && dias !== undefined;
      return {
        ok,
        detalle: `${total} enquiries kept: the list answered ${filas(primera).length} rows${paginada ? ` a page (total ${total}, retention ${String(dias)} days)` : ' in one answer (no paging)'}; after a restart (the purge), the one received 400 days ago is ${antigua ? 'still there' : 'gone'}`,
      };
    },
  },
];
