// Issue 45's four Medium findings, replayed over HTTP as the red team did (herramientas/ataques/reensayo.ts).
import { CUENTAS, enviarComoAdmin, llamar, png, pared, type Comprobacion } from './sitio';
import { esServidor } from './servidor';
import { recorrerOidc } from './oidc';

const HORA = 3600_000;

export const MEDIOS: Comprobacion[] = [
  {
    nombre: "Medium 1: anyone's page locks a visitor out of signing in",
    async correr(c) {
      // the visitor's browser on another site's page: 101 <img src=".../auth/oidc/regreso">, no cookie, no Origin
      const ip = c.ip();
      const estados = new Map<number, number>();
      for (let i = 0; i < 101; i++) {
        const r = await fetch(`${c.a.url}/auth/oidc/regreso?code=x${i}&state=y${i}`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': ip, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
        });
        await r.arrayBuffer();
        estados.set(r.status, (estados.get(r.status) ?? 0) + 1);
      }
      const respuestas = [...estados].map(([s, n]) => `${n}×${s}`).join(', ');
      const clave = await llamar(c.a, 'iniciarSesion', { usuario: CUENTAS.a.usuario, contrasena: CUENTAS.a.contrasena }, { ip });
      const uni = await recorrerOidc(c.a, 'propia', ip).catch((e: Error) => ({ destino: e.message, sesion: undefined, regreso: '' }));
      if (uni.regreso) c.secretos.set('código de un regreso OIDC', new URL(uni.regreso).searchParams.get('code') ?? '');
      const ok = clave.body.codigo === 1 && uni.sesion !== undefined;
      return {
        ok,
        detalle: `101 cross-site returns without cookie (${respuestas}), then from the same address: password login ${
          clave.body.codigo === 1 ? 'succeeded' : `refused (${clave.status} «${String(clave.body.mensaje)}»)`
        }, university sign-in ${uni.sesion ? 'succeeded' : `refused (${uni.destino})`}`,
      };
    },
  },
  {
    nombre: 'Medium 2: OIDC_CLAIM_MATRICULA=email:local without OIDC_DOMINIOS',
    async correr(c) {
      const partes: string[] = [];
      let ok = true;
      const sin = await c.iniciarSinDominios();
      if (esServidor(sin)) {
        ok = false;
        const r = await recorrerOidc(sin, 'ajena').catch((e: Error) => ({ destino: e.message, sesion: undefined, rol: undefined }));
        partes.push(
          `the site started with email:local and no OIDC_DOMINIOS; 20231001@otro-dominio.example ${
            r.sesion ? `got a session as student 20231001${r.rol ? ` (rol=${r.rol})` : ''}` : `was refused (${r.destino})`
          }`,
        );
        await sin.detener();
      } else {
        const motivo = /OIDC_DOMINIOS/.exec(sin.salidaAlTerminar)
          ? sin.salidaAlTerminar
              .trim()
              .split('\n')
              .find((l) => l.includes('OIDC_DOMINIOS'))
          : '';
        if (!motivo) ok = false;
        partes.push(`start refused (exit ${sin.codigo}): «${motivo || sin.salidaAlTerminar.slice(-300).trim()}»`);
      }
      // a site that does run email:local (with OIDC_DOMINIOS=uni.ejemplo.mx): the other domain's identity
      const ajena = await recorrerOidc(c.a, 'ajena', c.ip()).catch((e: Error) => ({ destino: e.message, sesion: undefined, rol: undefined }));
      if (ajena.sesion) ok = false;
      partes.push(
        `with OIDC_DOMINIOS=uni.ejemplo.mx, 20231001@otro-dominio.example ${ajena.sesion ? `got a session as student 20231001${ajena.rol ? ` (rol=${ajena.rol})` : ''}` : `refused (${ajena.destino})`}`,
      );
      return { ok, detalle: partes.join('; ') };
    },
  },
  {
    nombre: 'Medium 3: a deleted graduate comes back',
    async correr(c) {
      const cookie = await c.admin();
      const ip = c.ip();
      const gens = (await llamar(c.a, 'mostrarGeneraciones')).lista as { pk_generacion: number }[];
      const datos = async (nombre: string, palabras: string, semilla: number) => ({
        nombreAlumno: nombre,
        generacion: String(gens[0].pk_generacion),
        puestoEmpresa: 'Desarrolladora de pruebas',
        palabrasAlumno: palabras,
        imagenForm: await png(semilla),
      });
      const casos = async () =>
        (await llamar(c.a, 'traerCasosExito')).lista as { pk_caso_exito: number; nombre_estudiante: string; foto_estudiante: string }[];
      const r1 = await enviarComoAdmin(
        c,
        'registrarCasoExito',
        await datos('Persona Borrada Ataque', 'Testimonio secreto de la persona borrada.', 11),
        ip,
      );
      if (r1.body.codigo !== 1) return { ok: false, detalle: `could not register a graduate: ${JSON.stringify(r1.body)}` };
      const pk = (await casos()).find((x) => x.nombre_estudiante === 'Persona Borrada Ataque')!.pk_caso_exito;
      const editado = await enviarComoAdmin(
        c,
        'editarEgresado',
        { idCasoExito: String(pk), ...(await datos('Persona Borrada Ataque', 'Testimonio secreto, segunda versión.', 12)) },
        ip,
      );
      const fotos = [...new Set((await casos()).filter((x) => x.pk_caso_exito === pk).map((x) => x.foto_estudiante))];
      const revisiones = (await llamar(c.a, 'traerRevisiones', { entidad: 'egresado', pk: String(pk) }, { cookie })).lista as {
        pk_revision: number;
      }[];
      const primera = Math.min(...revisiones.map((x) => x.pk_revision));
      const borrado = await llamar(c.a, 'eliminarEgresado', { idCasoExito: String(pk) }, { cookie, ip });
      if (borrado.body.codigo !== 1) return { ok: false, detalle: `eliminarEgresado refused: ${JSON.stringify(borrado.body)}` };
      const quedan = (await llamar(c.a, 'traerRevisiones', { entidad: 'egresado', pk: String(pk) }, { cookie })).lista;
      const fotosVivas = [];
      for (const f of fotos) if (f && (await fetch(`${c.a.url}/${f}`)).status === 200) fotosVivas.push(f);
      // the next graduate
      await enviarComoAdmin(c, 'registrarCasoExito', await datos('Persona Nueva Ataque', 'Otro testimonio.', 13), ip);
      const nuevo = (await casos()).find((x) => x.nombre_estudiante === 'Persona Nueva Ataque')?.pk_caso_exito;
      const historia = (await llamar(c.a, 'traerRevisiones', { entidad: 'egresado', pk: String(nuevo) }, { cookie })).lista as {
        pk_revision: number;
      }[];
      // what the next graduate's history shows: the deleted person's content, or the deleted revisions' numbers again
      let heredadas = 0;
      const reusadas: number[] = [];
      for (const x of Array.isArray(historia) ? historia : []) {
        const contenido = JSON.stringify((await llamar(c.a, 'mostrarRevision', { pkRevision: String(x.pk_revision) }, { cookie })).body);
        if (/Persona Borrada|Testimonio secreto/.test(contenido)) heredadas++;
        else if (revisiones.some((v) => v.pk_revision === x.pk_revision)) reusadas.push(x.pk_revision);
      }
      const restaurar = await llamar(c.a, 'restaurarRevision', { pkRevision: String(primera) }, { cookie, ip });
      const publicado = (await casos()).some((x) => x.nombre_estudiante === 'Persona Borrada Ataque');
      const problemas = [
        ...(Array.isArray(quedan) && quedan.length ? [`${quedan.length} revisions of the deleted graduate kept`] : []),
        ...(nuevo === pk ? [`the next graduate got the same pk ${pk}`] : []),
        ...(heredadas ? [`its history lists ${heredadas} of the deleted person's revisions`] : []),
        ...(reusadas.length
          ? [
              `its history reuses the deleted revisions' numbers (pk_revision ${reusadas.join(', ')}): a history page left open on the deleted person now shows and restores another item's revision`,
            ]
          : []),
        ...(restaurar.body.codigo === 1 ? [`"Restaurar" accepted${publicado ? ' and the deleted name and testimonial are public again' : ''}`] : []),
        ...(fotosVivas.length ? [`photo still served: ${fotosVivas.join(', ')}`] : []),
      ];
      return {
        ok: problemas.length === 0 && editado.body.codigo === 1,
        detalle: problemas.length
          ? problemas.join('; ')
          : `graduate ${pk} (2 saves, ${revisiones.length} revisions, ${fotos.length} photo paths) deleted: no revision left, photos 404, the next one got pk ${nuevo} with its own history only, restoring revision ${primera} refused (${restaurar.status} «${String(restaurar.body.mensaje)}»), nothing republished`,
      };
    },
  },
  {
    nombre: 'Medium 4: a restore republishes a retired item',
    async correr(c) {
      const cookie = await c.admin();
      const ip = c.ip();
      const nombre = 'Huerto Retirado Ataque';
      const alta = await enviarComoAdmin(
        c,
        'registrarProyecto',
        {
          nombre_proyecto: nombre,
          cuatrimestre: '4',
          descripcion_proyecto: 'Un proyecto que se retirará.',
          enlace: 'https://github.com/ejemplo/huerto',
          imgs_proyecto: JSON.stringify([{ key: '0.12345', imagen: await png(21) }]),
          miembros: JSON.stringify([{ key: '0.00001', nombre: 'Ana', pk: 0 }]),
          foto_miembros: await png(22),
        },
        ip,
      );
      const pk = Number(alta.body.pk_proyecto);
      if (alta.body.codigo !== 1 || !pk) return { ok: false, detalle: `could not register a project: ${JSON.stringify(alta.body)}` };
      const revs = (await llamar(c.a, 'traerRevisiones', { entidad: 'proyecto', pk: String(pk) }, { cookie })).lista as { pk_revision: number }[];
      const primera = Math.min(...revs.map((x) => x.pk_revision));
      type P = { imgs: { img_proyecto: string }[]; miembros: { pk_miembro_proyecto: number; nombre_miembro: string }[]; foto_miembros: string };
      const p = (await llamar(c.a, 'obtenerProyecto', { pkProyecto: String(pk) }, { cookie })).body as unknown as P;
      const retiro = await enviarComoAdmin(
        c,
        'editarProyecto',
        {
          pkProyecto: String(pk),
          nombre_proyecto: `${nombre} (editado)`,
          cuatrimestre: '4',
          descripcion_proyecto: 'Retirado.',
          enlace: 'https://github.com/ejemplo/huerto',
          imgs_proyecto: JSON.stringify(p.imgs.map((i, n) => ({ key: `${n}`, imagen: i.img_proyecto }))),
          miembros: JSON.stringify(p.miembros.map((m, n) => ({ key: `${n}`, nombre: m.nombre_miembro, pk: m.pk_miembro_proyecto }))),
          foto_miembros: p.foto_miembros,
          retirarEn: pared(Date.now() - HORA),
        },
        ip,
      );
      const antes = (await llamar(c.a, 'obtenerProyecto', { pkProyecto: String(pk) })).status;
      if (retiro.body.codigo !== 1 || antes !== 404)
        return { ok: false, detalle: `could not retire the project (${JSON.stringify(retiro.body)}, visitors got ${antes})` };
      const restaurar = await llamar(c.a, 'restaurarRevision', { pkRevision: String(primera) }, { cookie, ip });
      const despues = await llamar(c.a, 'obtenerProyecto', { pkProyecto: String(pk) });
      return {
        ok: despues.status === 404,
        detalle: `project ${pk} retired (404 to visitors), its first revision restored (${restaurar.status} «${String(restaurar.body.mensaje)}»): visitors now get ${despues.status}${
          despues.status === 200 ? ` «${String(despues.body.nombre_proyecto)}»` : ''
        }`,
      };
    },
  },
];
