// /panel_admin: the six tiles of docs/SPEC.md §2 (each entity's `mosaico`) and the enrolment-link tile. As
// /panel_admin/editar_enlace it opens the editar_enlace modal; closing it returns to the panel.
import { Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { editarEnlaceOpened } from '@/shared/modelo/ui';
import { useCabeza } from '@/shared/ui/useCabeza';
import { rutas } from '@/shared/rutas';
import { usePendientesForo } from '@/features/foro';
import { EnlaceCuenta } from '@/shared/admin/EnlaceCuenta';
import type { Mosaico } from '@/shared/recurso';
import { deSusSecciones } from '@/shared/api/contrato/secciones';
import './paneles.css';

const A = rutas.admin;

/** `mosaicos`: each entity's tile, in order (rutasAreas.tsx's MOSAICOS_ADMIN). */
export default function PanelAdmin({ conEnlace = false, mosaicos }: { conEnlace?: boolean; mosaicos: readonly Mosaico[] }) {
  const h1 = useCabeza('Panel de administración');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  const modal = useAppSelector((s) => s.ui.modal.kind);
  const abierto = useRef(false);
  const pendientesForo = usePendientesForo();
  const secciones = useAppSelector((s) => s.session.secciones);
  // issue 48: only the person's sections (the server refuses the others' writes anyway)
  const suyos = deSusSecciones(mosaicos, secciones);

  useEffect(() => {
    if (conEnlace) dispatch(editarEnlaceOpened());
  }, [conEnlace, dispatch]);
  useEffect(() => {
    if (!conEnlace) return;
    if (modal === 'editarEnlace') abierto.current = true;
    else if (abierto.current) void navigate(A.panel, { replace: true });
  }, [conEnlace, modal, navigate]);

  return (
    <div className="contenedor">
      <h1 ref={h1} tabIndex={-1}>
        Panel de administración
      </h1>
      {nombre && <p className="panel__saludo">Hola, {nombre}.</p>}
      <EnlaceCuenta />
      <div className="panel__mosaicos">
        {suyos.map((m) => (
          <Link key={m.to} to={m.to} className="mosaico">
            <span className="mosaico__titulo">{m.titulo}</span>
            <span className="mosaico__texto">{m.texto}</span>
            {m.to === A.moderacion.lista && pendientesForo && (
              <span className={`mosaico__insignia${pendientesForo.preguntas + pendientesForo.respuestas ? ' mosaico__insignia--hay' : ''}`}>
                {pendientesForo.texto}
              </span>
            )}
            {m.insignia && (
              <Suspense fallback={null}>
                <m.insignia />
              </Suspense>
            )}
          </Link>
        ))}
        <button type="button" className="mosaico" onClick={() => dispatch(editarEnlaceOpened())}>
          <span className="mosaico__titulo">Enlace de Inscripciones</span>
          <span className="mosaico__texto">Edita el enlace de preinscripción y muestra u oculta el banner.</span>
        </button>
      </div>
    </div>
  );
}
