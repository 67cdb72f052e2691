// "Solicita información": the enquiry form of /admisiones (app/ mounts it in the page's
// <section id="solicita-informacion">). Name, e-mail, optional phone, message and the consent line;
// what is typed, each field's message and the answer live in the store (the formularios slice, as
// the forum's question form), so a QA export replays a half-filled form. A failed send keeps every
// value. Without JavaScript it is a plain form that POSTs to /solicita_informacion (server/http/
// solicitudes.ts: the same funcion, a small page with the answer), so nothing typed goes in a URL.
import { useEffect, useRef, type FormEvent } from 'react';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { alertShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { MAX_CORREO } from '@/shared/api/contrato/avisos';
import {
  MAX_MENSAJE_SOLICITUD,
  MAX_NOMBRE_SOLICITUD,
  MAX_TELEFONO_SOLICITUD,
  MENSAJES_SOLICITUD as M,
  RUTA_SOLICITUD_SIN_JS,
  textoConservacion,
} from '@/shared/api/contrato/solicitudes';
import { useRegistrarSolicitudInformesMutation } from '../formularioApi';
import { CAMPOS_SOLICITUD, problemasSolicitud, type CampoSolicitud, type ValoresSolicitud } from '../validacion';
import './solicitudes.css';

/** Its key in the formularios slice. */
export const FORMULARIO_SOLICITUD = 'solicitudInformes';
/** The value kept after a successful send: the answer shown above the form. */
const RESULTADO = 'resultado';

/** `dias`: SOLICITUDES_DIAS as the admissions page states it (issue 45; absent while the page loads: no line yet). */
export function SolicitaInformacion({ dias }: { dias?: number } = {}) {
  const conservacion = dias === undefined ? '' : textoConservacion(dias, 'tu');
  const dispatch = useAppDispatch();
  const [registrar, { isLoading }] = useRegistrarSolicitudInformesMutation();
  const { valores, errores, escribir, mostrarErrores, vaciar } = useFormularioGuardado(FORMULARIO_SOLICITUD);
  const v = Object.fromEntries(CAMPOS_SOLICITUD.map((c) => [c, valores[c] ?? ''])) as ValoresSolicitud;
  const resultado = valores[RESULTADO];
  const gracias = useRef<HTMLParagraphElement>(null);
  const caja = useRef<HTMLDivElement>(null);
  /** Set by a send that succeeded: the thanks then takes the focus and is scrolled into view (not on a replayed state). */
  const recienEnviada = useRef(false);
  useEffect(() => {
    if (!resultado || !recienEnviada.current) return;
    recienEnviada.current = false;
    const p = gracias.current;
    if (!p) return;
    p.focus({ preventScroll: true });
    // centred: clear of the sticky bar on a phone, whatever the page scrolled to
    p.scrollIntoView?.({ block: 'center' });
  }, [resultado]);

  function otraSolicitud() {
    escribir(RESULTADO, '');
    requestAnimationFrame(() => caja.current?.querySelector<HTMLElement>('[name="nombre"]')?.focus());
  }

  function poner(campo: CampoSolicitud, valor: string) {
    escribir(campo, valor);
    if (resultado) escribir(RESULTADO, '');
  }

  async function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const problemas = problemasSolicitud(v);
    mostrarErrores(problemas);
    if (Object.values(problemas).some(Boolean)) {
      // the first field with a problem gets the focus once its message is drawn
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const telefono = v.telefono.trim();
    const r = await registrar({
      nombre: v.nombre.trim(),
      correo: v.correo.trim(),
      ...(telefono ? { telefono } : {}),
      mensaje: v.mensaje.trim(),
      acepto: '1',
    });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error, 'No se pudo enviar tu solicitud. Inténtalo de nuevo.')));
      return;
    }
    vaciar();
    recienEnviada.current = true;
    escribir(RESULTADO, r.data.mensaje);
  }

  const campo = (c: CampoSolicitud) => ({
    name: c,
    value: v[c],
    error: errores[c] ?? null,
    disabled: isLoading,
    onChange: (e: { target: { value: string } }) => poner(c, e.target.value),
  });
  return (
    <div className="solicita" ref={caja}>
      <h2 id="solicita-informacion-titulo">Solicita información</h2>
      <p className="solicita__intro">Escríbenos tus dudas sobre el programa, la inscripción o los costos: la coordinación te responderá.</p>
      {/* always there, so the answer is announced when it arrives; once sent, it replaces the form and takes the focus */}
      <p
        ref={gracias}
        tabIndex={resultado ? -1 : undefined}
        className={resultado ? 'solicita__enviada' : 'visualmente-oculto'}
        role="status"
        id="solicita-informacion-resultado"
      >
        {resultado}
      </p>
      {resultado ? (
        <p className="solicita__otra">
          <button type="button" className="boton boton--secundario" onClick={otraSolicitud}>
            Enviar otra solicitud
          </button>
        </p>
      ) : (
        <form
          className="solicita__form"
          method="post"
          action={RUTA_SOLICITUD_SIN_JS}
          onSubmit={enviar}
          noValidate
          aria-labelledby="solicita-informacion-titulo"
        >
          <Campo etiqueta="Nombre" autoComplete="name" maxLength={MAX_NOMBRE_SOLICITUD} {...campo('nombre')} />
          <Campo etiqueta="Correo electrónico" type="email" inputMode="email" autoComplete="email" maxLength={MAX_CORREO} {...campo('correo')} />
          <Campo
            etiqueta="Teléfono (opcional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MAX_TELEFONO_SOLICITUD}
            {...campo('telefono')}
          />
          <Campo
            multilinea
            etiqueta="Mensaje"
            rows={5}
            maxLength={MAX_MENSAJE_SOLICITUD}
            ayuda={`${v.mensaje.length}/${MAX_MENSAJE_SOLICITUD} caracteres.`}
            {...campo('mensaje')}
          />
          <div className={`solicita__consentimiento${errores.acepto ? ' campo--error' : ''}`}>
            <label>
              <input
                type="checkbox"
                name="acepto"
                value="1"
                checked={v.acepto === '1'}
                disabled={isLoading}
                aria-invalid={errores.acepto ? true : undefined}
                aria-describedby={
                  [conservacion ? 'solicita-conservacion' : '', errores.acepto ? 'solicita-acepto-e' : ''].filter(Boolean).join(' ') || undefined
                }
                onChange={(e) => poner('acepto', e.target.checked ? '1' : '')}
              />{' '}
              {M.consentimiento}
            </label>
            {conservacion && (
              <p id="solicita-conservacion" className="solicita__conservacion">
                {conservacion}
              </p>
            )}
            {errores.acepto && (
              <p id="solicita-acepto-e" className="campo__error">
                {errores.acepto}
              </p>
            )}
          </div>
          <Boton type="submit" cargando={isLoading}>
            {isLoading ? 'Enviando…' : 'Enviar solicitud'}
          </Boton>
        </form>
      )}
    </div>
  );
}
