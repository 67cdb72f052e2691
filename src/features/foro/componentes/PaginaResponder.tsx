// One page, three doors: /foro/responder_pregunta/{id} (public: a logged-in student or admin may
// answer, a visitor is asked to log in), /panel_alumno/{id} and the admin's
// /panel_admin/preguntas_respuestas/responder_pregunta/{id} (back to the panel after sending).
// Only a validated question is shown (the server answers 404 otherwise).
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/shared/modelo/hooks';
import { errorFuncion } from '@/shared/api/errores';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando, ErrorCarga } from '@/shared/ui/SinResultados';
import { useTraerPreguntaQuery } from '../api';
import { idDeRuta } from '../validacion';
import { PreguntaConRespuestas } from './PreguntaConRespuestas';
import { FormRespuesta } from './FormRespuesta';
import '../foro.css';
import { rutas } from '@/shared/rutas';

export type Modo = 'publico' | 'alumno' | 'admin';

const VOLVER: Record<Exclude<Modo, 'publico'>, { to: string; texto: string }> = {
  alumno: { to: rutas.alumno.panel, texto: 'Volver al panel' },
  admin: { to: rutas.admin.moderacion.lista, texto: 'Volver a Preguntas y Respuestas' },
};

export function PaginaResponder({ modo }: { modo: Modo }) {
  const { idPregunta } = useParams();
  const id = idDeRuta(idPregunta);
  const h1 = useCabeza('Responder pregunta', modo === 'publico' ? 'Una pregunta del foro del programa y sus respuestas.' : undefined);
  const rol = useAppSelector((s) => s.session.rol);
  const navigate = useNavigate();
  const { data, isLoading, error, refetch } = useTraerPreguntaQuery(id ?? skipToken);

  const volver =
    modo === 'publico'
      ? data
        ? { to: `/foro/${data.pk_topico_pregunta}`, texto: `Volver a «${data.nombre_topico}»` }
        : { to: '/foro', texto: 'Volver al foro' }
      : VOLVER[modo];
  const puedeResponder = rol === 'e' || rol === 'a';

  const publico = modo === 'publico';
  let cuerpo: React.ReactNode;
  if (id === null) cuerpo = <ErrorCarga mensaje="Pregunta no válida." />;
  else if (isLoading) cuerpo = <Cargando />;
  else if (error || !data) {
    const err = errorFuncion(error);
    cuerpo = <ErrorCarga mensaje={err?.mensaje ?? 'No se pudo cargar la pregunta.'} onReintentar={err?.status === 404 ? undefined : refetch} />;
  } else {
    cuerpo = (
      <>
        <p className="foro-topico-etiqueta">{data.nombre_topico}</p>
        <PreguntaConRespuestas pregunta={data} />
        <section className="foro-responder" aria-labelledby="responder-titulo">
          {/* the public forum speaks "tú", the panels "usted" (docs/convenciones.md) */}
          <h2 id="responder-titulo">{publico ? 'Escribe tu respuesta' : 'Escriba su respuesta'}</h2>
          {puedeResponder ? (
            <>
              {rol === 'e' && (
                <p className="foro-nota">
                  {publico
                    ? 'Los administradores revisarán tu respuesta antes de publicarla.'
                    : 'Los administradores revisarán su respuesta antes de publicarla.'}
                </p>
              )}
              <FormRespuesta idPregunta={data.pk_pregunta} onEnviada={() => modo !== 'publico' && navigate(VOLVER[modo].to)} />
            </>
          ) : rol === null ? (
            <p className="foro-nota">
              Para responder, <Link to="/login">inicia sesión</Link> como alumno o administrador.
            </p>
          ) : (
            <p className="foro-nota">Solo los alumnos y los administradores pueden responder preguntas.</p>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="contenedor foro">
      <p className="foro-volver">
        <Link to={volver.to}>← {volver.texto}</Link>
      </p>
      <h1 ref={h1} tabIndex={-1}>
        Responder pregunta
      </h1>
      {cuerpo}
    </div>
  );
}
