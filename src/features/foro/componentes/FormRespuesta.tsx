// The answer form (students and admins). The server decides whether the answer is published at
// once (admin, estatus 1: a notice) or waits for review (student, estatus 0: an alert says so).
// A refusal alerts the server's mensaje and keeps the text.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { useRegistrarRespuestaMutation } from '../api';
import { MAX_RESPUESTA, validarRespuesta } from '../validacion';
import type { RespuestaRegistrada } from '../tipos';

export const RESPUESTA_PUBLICADA = 'Respuesta publicada.';
export const RESPUESTA_EN_REVISION = 'Respuesta enviada. Los administradores la revisarán antes de publicarla.';

export function FormRespuesta({ idPregunta, onEnviada }: { idPregunta: number; onEnviada?: (r: RespuestaRegistrada) => void }) {
  const dispatch = useAppDispatch();
  const { rol, pk_usuario } = useAppSelector((s) => s.session);
  const [registrar, { isLoading }] = useRegistrarRespuestaMutation();
  // in the store, so a QA export replays a half-typed answer with its message
  const { valores, errores, escribir, mostrarErrores, vaciar } = useFormularioGuardado(`respuesta:${idPregunta}`);
  const texto = valores.respuesta ?? '';

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const problema = validarRespuesta(texto);
    mostrarErrores({ respuesta: problema });
    if (problema) return;
    const r = await registrar({
      idPregunta,
      respuesta: texto.trim(),
      ...(pk_usuario !== null ? { pk_usuario } : {}),
      estatus: rol === 'a' ? 1 : 0,
    });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error, 'No se pudo enviar la respuesta.')));
      return;
    }
    vaciar();
    // The answer's estatus is the server's word; a server that sends no mensaje still gets one.
    const publicada = Number(r.data.estatus) === 1;
    const mensaje = r.data.mensaje || (publicada ? RESPUESTA_PUBLICADA : RESPUESTA_EN_REVISION);
    dispatch(publicada ? noticeShown(mensaje) : alertShown(mensaje));
    onEnviada?.(r.data);
  }

  return (
    <form className="foro-form" onSubmit={enviar} noValidate aria-label="Responder la pregunta">
      <Campo
        multilinea
        etiqueta="Su respuesta"
        name="respuesta"
        rows={5}
        maxLength={MAX_RESPUESTA}
        value={texto}
        error={errores.respuesta ?? null}
        ayuda={`${texto.length}/${MAX_RESPUESTA} caracteres.`}
        onChange={(e) => escribir('respuesta', e.target.value)}
      />
      <Boton type="submit" cargando={isLoading}>
        {isLoading ? 'Enviando…' : 'Enviar respuesta'}
      </Boton>
    </form>
  );
}
