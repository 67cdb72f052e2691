// The second factor once logged in: its state on the account page, turning it off (with the
// password and a code), the super admin's reset of an admin's factor and the "2FA obligatorio"
// settings. The login's own steps (verificar, posponer, inscribir, confirmar) are in dosPasos.ts.
import { esquemaAjustesDosPasos } from '@/shared/api/contrato/dosPasos.esquema';
import { funcion } from '../api/funcion';
import { ErrorApi } from '@server/base/errores';
import { z, pk } from '../api/validacion';
import { verificarCuenta } from '../autenticacion/contrasenas';
import { pasoValido } from '../autenticacion/totp';
import { ajustesDosPasos, dosPasosRequerida, evento, secretoDe } from '../autenticacion/dosPasos';
import { fallo, reservarIntento } from '../autenticacion/limitesDosPasos';
import { repoDosPasos } from '../db/repositorios/dosPasos';
import { repoUsuarios } from '../entidades/usuarios/repositorio';
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';

import { codigo } from './dosPasos';
import { adminActivo, cerrarYAnotar } from './restablecer';

export const funcionesDosPasosCuenta = {
  estadoDosPasos: funcion('estadoDosPasos', {
    acceso: ['a', 's'],
    escribe: false,
    schema: z.object({}),
    async run(_p, { db, usuario }) {
      const fila = await repoUsuarios(db).porPk(usuario.pk_usuario);
      const dp = repoDosPasos(db);
      const totp = await dp.totp(usuario.pk_usuario);
      return {
        activo: totp?.activo === 1,
        requerida: fila ? (await dosPasosRequerida(db, fila)).requerida : false,
        codigos_restantes: totp?.activo === 1 ? await dp.codigosRestantes(usuario.pk_usuario) : 0,
        desde: totp?.activo === 1 && totp.desde ? `${totp.desde.replace(' ', 'T')}Z` : null,
      };
    },
  }),

  desactivarDosPasos: funcion('desactivarDosPasos', {
    acceso: ['a', 's'],
    escribe: true,
    bitacora: false,
    schema: z.object({ contrasena: z.string({ error: M.contrasena }).min(1, M.contrasena).max(200, M.contrasenaIncorrecta), codigo }),
    // turning the factor off asks for both factors again (the password and a current code)
    async prepara(p, ctx) {
      const fila = await repoUsuarios(ctx.db).porPk(ctx.usuario.pk_usuario);
      if (!fila) throw new ErrorApi(M.sinSesion, 401);
      if ((await dosPasosRequerida(ctx.db, fila)).requerida) throw new ErrorApi(M.obligatoria, 403);
      const totp = await repoDosPasos(ctx.db).totp(fila.pk_usuario);
      if (totp?.activo !== 1) throw new ErrorApi(M.noActiva, 409);
      const acierto = await reservarIntento(ctx, fila, 'desactivarDosPasos', 'codigo');
      if (!(await verificarCuenta(p.contrasena, fila)))
        return fallo(ctx, fila, 'desactivarDosPasos', 'codigo_fallido', 'Contraseña incorrecta al desactivar.', M.contrasenaIncorrecta);
      if (pasoValido(await secretoDe(ctx, fila.pk_usuario, totp), p.codigo, totp.ultimo_paso) === null)
        return fallo(ctx, fila, 'desactivarDosPasos', 'codigo_fallido', 'Código incorrecto al desactivar.', M.incorrecto);
      await acierto();
      return fila;
    },
    async run(_p, ctx, fila) {
      await repoDosPasos(ctx.db).quitar(fila.pk_usuario);
      await evento(ctx, { evento: 'dos_pasos_desactivada', funcion: 'desactivarDosPasos', pkUsuario: fila.pk_usuario, usuario: fila.usuario });
      return { codigo: 1 as const, mensaje: 'Verificación en dos pasos desactivada.' };
    },
  }),

  restablecerDosPasos: funcion('restablecerDosPasos', {
    acceso: ['s'],
    escribe: true,
    bitacora: { entidad: 'usuario', pk: 'pk' },
    schema: z.object({ pk: pk() }),
    async run({ pk: id }, ctx) {
      const fila = await adminActivo(ctx, id, M.soloAdmins);
      if (!(await repoDosPasos(ctx.db).quitar(id))) throw new ErrorApi(M.noActiva, 409);
      // whoever holds the lost phone's sessions is out too
      await cerrarYAnotar(ctx, fila, 'dos_pasos_restablecida', 'restablecerDosPasos');
      return { codigo: 1 as const, mensaje: `Se restableció la verificación en dos pasos de ${fila.nombre_persona}. Deberá activarla de nuevo.` };
    },
  }),

  traerAjustesDosPasos: funcion('traerAjustesDosPasos', {
    acceso: ['s'],
    escribe: false,
    schema: z.object({}),
    run: (_p, { db }) => ajustesDosPasos(db),
  }),

  guardarAjustesDosPasos: funcion('guardarAjustesDosPasos', {
    acceso: ['s'],
    escribe: true,
    bitacora: { entidad: 'ajustes' },
    // the form's own schema: a blank or fractional number of days is refused, not read as 0
    schema: esquemaAjustesDosPasos,
    async run({ obligatorio_admins, dias_gracia }, { db }) {
      const dp = repoDosPasos(db);
      const antes = await ajustesDosPasos(db);
      await dp.guardarAjuste('dos_pasos_admins', obligatorio_admins);
      await dp.guardarAjuste('dos_pasos_gracia', String(dias_gracia));
      // the grace period runs from when it was turned on (changing the days keeps that date)
      if (obligatorio_admins === '1' && !antes.obligatorio_admins) await dp.guardarAjuste('dos_pasos_desde', new Date().toISOString());
      return {
        codigo: 1 as const,
        mensaje:
          obligatorio_admins === '1'
            ? `Verificación en dos pasos obligatoria para los administradores (${dias_gracia} días de gracia).`
            : 'Verificación en dos pasos opcional para los administradores.',
      };
    },
  }),
};
