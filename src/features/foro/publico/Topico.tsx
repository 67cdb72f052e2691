// /foro/{idTopico}: an id outside 1–4 redirects to /foro (docs/SPEC.md §9). 'Preguntas frecuentes'
// shows its entries (edited by admins; docs/SPEC.md §9's three are the seed), published as schema.org
// FAQPage JSON-LD, and no question form; any other topic lists its validated questions with their
// published answers and offers the form to ask (reviewed before it is published), with an optional
// e-mail to be told when it is answered; `?pregunta=` (from a search that found nothing) starts the
// question with the searched words.
import { useEffect, useRef, type FormEvent } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { useFormularioGuardado } from '@/shared/modelo/formularios';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, SinResultados, ErrorCarga } from '@/shared/ui/SinResultados';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { foroApi, useRegistrarPreguntaMutation, useTraerPreguntasFrecuentesQuery, useTraerPreguntasTopicoQuery, useTraerTopicoQuery } from '../api';
import { NO_ENCONTRADA, noExiste, pedir, type DatosRuta } from '@/shared/api/datosRuta';
import { MAX_PREGUNTA, idTopicoValido, validarPregunta } from '../validacion';
import { NOMBRE_FRECUENTES } from '../faq';
import { PreguntaConRespuestas } from '../componentes/PreguntaConRespuestas';
import type { Topico as TipoTopico } from '../tipos';
import type { EntradaFaq } from '@/shared/api/contrato/preguntasFrecuentes';
import '../foro.css';
import { HORAS_REVISION_FORO } from '@/shared/api/contrato/limites';
import { MAX_CORREO, MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { problemaCorreo } from '@/shared/lib/correo';

export const SIN_PREGUNTAS = 'No se encontraron preguntas en este tópico.';
export const NOTA_24_HORAS = `Un administrador revisará tu pregunta antes de publicarla. Vuelve en ${HORAS_REVISION_FORO} horas para ver si ya tiene respuesta.`;

/** The FAQ topic, by its flag or (against another server of the same contract) by its name. */
const esFrecuentes = (t: TipoTopico) => Boolean(t.frecuentes) || t.nombre_topico.trim() === NOMBRE_FRECUENTES;

export const SIN_FRECUENTES = 'Aún no hay preguntas frecuentes.';

/** schema.org FAQPage of the entries (search engines show them as questions and answers). */
export const faqPage = (entradas: readonly EntradaFaq[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: entradas.map((e) => ({ '@type': 'Question', name: e.pregunta, acceptedAnswer: { '@type': 'Answer', text: e.respuesta } })),
});

function Frecuentes() {
  const { data, isLoading, error, refetch } = useTraerPreguntasFrecuentesQuery();
  if (isLoading) return <Cargando />;
  if (error || !data) return <ErrorCarga mensaje={mensajeDeError(error, 'No se pudieron cargar las preguntas frecuentes.')} onReintentar={refetch} />;
  if (!data.length) return <SinResultados mensaje={SIN_FRECUENTES} />;
  return (
    <dl className="faq">
      {data.map((e) => (
        <div key={e.pk_pregunta_frecuente} className="tarjeta-filete faq__entrada">
          <dt>{e.pregunta}</dt>
          <dd>{e.respuesta}</dd>
        </div>
      ))}
    </dl>
  );
}

function FormPregunta({ idTopico }: { idTopico: number }) {
  const dispatch = useAppDispatch();
  const [registrar, { isLoading }] = useRegistrarPreguntaMutation();
  // in the store, so a QA export replays a half-typed question with its messages
  const { valores, errores, escribir, mostrarErrores, vaciar } = useFormularioGuardado(`pregunta:${idTopico}`);
  const texto = valores.pregunta ?? '';
  const correo = valores.correo ?? '';
  const seccion = useRef<HTMLElement>(null);
  // "Preguntar en el foro" from a search that found nothing (/buscar): its words are the question's
  // start (never over what the visitor already typed), and the form is brought into view
  const [params] = useSearchParams();
  const sugerida = params.get('pregunta')?.trim().slice(0, MAX_PREGUNTA) ?? '';
  useEffect(() => {
    if (!sugerida) return;
    if (!texto) escribir('pregunta', sugerida);
    const id = requestAnimationFrame(() => seccion.current?.scrollIntoView?.({ block: 'start' }));
    return () => cancelAnimationFrame(id);
    // once per suggested question
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sugerida]);

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const problema = validarPregunta(texto);
    // the e-mail is optional: checked, and sent, only when something was typed
    const problemaDelCorreo = correo.trim() ? problemaCorreo(correo, true) : null;
    mostrarErrores({ pregunta: problema, correo: problemaDelCorreo });
    if (problema || problemaDelCorreo) {
      // the first refused field takes the focus once its message is drawn, and its whole field
      // (label included) scrolls to just below the sticky bar (base.css's scroll-padding-top): a
      // focus alone leaves a field that is in view where it is, its label under the bar
      const form = e.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => {
        const campo = form.querySelector<HTMLElement>('[aria-invalid="true"]');
        campo?.focus({ preventScroll: true });
        const caja = campo?.closest('.campo');
        if (typeof caja?.scrollIntoView === 'function') caja.scrollIntoView({ block: 'start' });
      });
      return;
    }
    const r = await registrar({ idTopico, pregunta: texto.trim(), ...(correo.trim() ? { correo: correo.trim() } : {}) });
    if ('error' in r) {
      dispatch(alertShown(mensajeDeError(r.error, 'No se pudo enviar la pregunta.')));
      return;
    }
    vaciar();
    dispatch(noticeShown(r.data.mensaje));
  }

  return (
    <section ref={seccion} className="foro-preguntar" aria-labelledby="preguntar-titulo">
      <h2 id="preguntar-titulo">Haz una pregunta</h2>
      <p className="foro-nota">{NOTA_24_HORAS}</p>
      <form className="foro-form" onSubmit={enviar} noValidate>
        <Campo
          multilinea
          etiqueta="Tu pregunta"
          name="pregunta"
          rows={4}
          maxLength={MAX_PREGUNTA}
          value={texto}
          error={errores.pregunta ?? null}
          ayuda={`${texto.length}/${MAX_PREGUNTA} caracteres.`}
          onChange={(e) => escribir('pregunta', e.target.value)}
        />
        <Campo
          etiqueta="Tu correo electrónico (opcional)"
          name="correo"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX_CORREO}
          value={correo}
          error={errores.correo ?? null}
          ayuda={MENSAJES_AVISOS.consentimiento}
          onChange={(e) => escribir('correo', e.target.value)}
        />
        <Boton type="submit" cargando={isLoading}>
          {isLoading ? 'Enviando…' : 'Enviar pregunta'}
        </Boton>
      </form>
    </section>
  );
}

function Preguntas({ topico }: { topico: TipoTopico }) {
  const { data, isLoading, error, refetch } = useTraerPreguntasTopicoQuery(topico.pk_topico_pregunta);
  // a visitor is told before the click that answering asks to log in
  const visitante = useAppSelector((s) => s.session.rol === null);
  const responder = visitante ? 'Inicia sesión para responder' : 'Responder';
  let lista: React.ReactNode;
  if (isLoading) lista = <Cargando />;
  else if (error || !data) lista = <ErrorCarga mensaje={mensajeDeError(error, 'No se pudieron cargar las preguntas.')} onReintentar={refetch} />;
  else if (!data.length) lista = <SinResultados mensaje={SIN_PREGUNTAS} />;
  else
    lista = (
      <ul className="foro-preguntas">
        {data.map((p) => (
          <li key={p.pk_pregunta}>
            <PreguntaConRespuestas pregunta={p}>
              <p className="pregunta__acciones">
                <Link
                  to={`/foro/responder_pregunta/${p.pk_pregunta}`}
                  className="boton boton--secundario"
                  aria-label={`${responder} o ver la pregunta: ${p.pregunta.length > 80 ? `${p.pregunta.slice(0, 80)}…` : p.pregunta}`}
                >
                  {responder}
                </Link>
              </p>
            </PreguntaConRespuestas>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="foro-columnas">
      <section aria-label="Preguntas" className="foro-columnas__principal">
        {lista}
      </section>
      <FormPregunta idTopico={topico.pk_topico_pregunta} />
    </div>
  );
}

/** Server render: an id outside 1–4 redirects to /foro (as the page does); the topic, then its questions. */
export const datos: DatosRuta = async ({ params, dispatch }) => {
  const id = idTopicoValido(params.idTopico);
  if (id === null) return { redirigir: '/foro' };
  const { data, error } = await pedir(dispatch, foroApi.endpoints.traerTopico, id);
  if (noExiste(error)) return NO_ENCONTRADA;
  if (data && esFrecuentes(data)) await pedir(dispatch, foroApi.endpoints.traerPreguntasFrecuentes, undefined);
  else if (data) await pedir(dispatch, foroApi.endpoints.traerPreguntasTopico, data.pk_topico_pregunta);
};

export default function Topico() {
  const { idTopico } = useParams();
  const id = idTopicoValido(idTopico);
  const { data, isLoading, error, refetch } = useTraerTopicoQuery(id ?? skipToken);
  const frecuentes = useTraerPreguntasFrecuentesQuery(data && esFrecuentes(data) ? undefined : skipToken);
  const h1 = useCabeza(
    data?.nombre_topico ?? 'Foro',
    data ? `Foro del programa: ${data.nombre_topico}. ${data.descripcion}` : undefined,
    frecuentes.data?.length ? { datosEstructurados: faqPage(frecuentes.data) } : {},
  );

  if (id === null) return <Navigate to="/foro" replace />;
  return (
    <div className="contenedor foro">
      <p className="foro-volver">
        <Link to="/foro">← Volver al foro</Link>
      </p>
      <h1 ref={h1} tabIndex={-1}>
        {data?.nombre_topico ?? 'Foro'}
      </h1>
      {isLoading ? (
        <Cargando />
      ) : error || !data ? (
        <ErrorCarga mensaje={mensajeDeError(error, 'No se pudo cargar el tópico.')} onReintentar={refetch} />
      ) : (
        <>
          <p className="intro">{data.descripcion}</p>
          {esFrecuentes(data) ? <Frecuentes /> : <Preguntas topico={data} />}
        </>
      )}
    </div>
  );
}
