// "Cerrar sesión" on a shared lab computer: this user's drafts leave the browser with the session.
// With drafts it asks first (ui.modal confirm, its intent as data); without, it goes to /login at
// once. An expired session (401 → /login) never comes here: the drafts stay for the same user.
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { borradoresDe, type BorradoresState } from '../modelo/borradores';
import { confirmRequested, masMenuToggled } from '../modelo/ui';
import { persistirBorradores } from './persistirBorradores';

export const AVISO_BORRADORES = 'Tiene borradores sin guardar en este equipo. Si cierra la sesión, se borrarán de este equipo.';

interface Estado {
  borradores: BorradoresState;
  session: { pk_usuario: number | null };
}

export function CerrarSesion() {
  const store = useStore() as Store<Estado>;
  const navigate = useNavigate();
  async function salir(e: MouseEvent<HTMLAnchorElement>) {
    // a modified click (new tab) keeps the link's own behaviour
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    // the admin's "Más" menu closes: the question is asked over the page, not over an open menu
    store.dispatch(masMenuToggled(false));
    // the drafts kept in IndexedDB count too, even when no form has read them back yet
    await persistirBorradores(store);
    const { borradores, session } = store.getState();
    if (session.pk_usuario !== null && borradoresDe(borradores, session.pk_usuario).length)
      store.dispatch(
        confirmRequested({
          intent: { tipo: 'cerrarSesion', usuario: session.pk_usuario },
          mensaje: AVISO_BORRADORES,
          aceptar: 'Cerrar sesión y borrar',
          cancelar: 'Seguir editando',
        }),
      );
    else void navigate('/login');
  }
  return (
    <Link to="/login" onClick={(e) => void salir(e)}>
      Cerrar sesión
    </Link>
  );
}
