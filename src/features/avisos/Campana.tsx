// The bell of the admin, student and super-admin bars: a link to the role's inbox whose accessible
// name says how many notices are unread ("Avisos, 3 sin leer"). The count is the inbox's first
// page in the api cache (the store: an exported state shows the same count), polled every minute
// and refetched when the window gets the focus back.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/modelo/hooks';
import { rutasDeRol } from '@/shared/rutas';
import { useTraerAvisosQuery } from './api';
import './avisos.css';

export const INTERVALO_CAMPANA_MS = 60_000;

/** "Avisos, ninguno sin leer" / "Avisos, 1 sin leer" / "Avisos, 12 sin leer". */
export function nombreCampana(sinLeer: number | undefined): string {
  if (sinLeer === undefined) return 'Avisos';
  return `Avisos, ${sinLeer ? sinLeer : 'ninguno'} sin leer`;
}

export function Campana() {
  const rol = useAppSelector((s) => s.session.rol);
  const consulta = useTraerAvisosQuery(1, { skip: rol === null, pollingInterval: INTERVALO_CAMPANA_MS });
  const { refetch } = consulta;
  const activa = rol !== null && !consulta.isUninitialized;
  useEffect(() => {
    if (!activa) return;
    const alVolver = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', alVolver);
    document.addEventListener('visibilitychange', alVolver);
    return () => {
      window.removeEventListener('focus', alVolver);
      document.removeEventListener('visibilitychange', alVolver);
    };
  }, [activa, refetch]);
  if (rol === null) return null;
  const n = typeof consulta.data?.sinLeer === 'number' ? consulta.data.sinLeer : undefined;
  return (
    <Link to={rutasDeRol[rol].avisos} className="campana" aria-label={nombreCampana(n)} title={nombreCampana(n)}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
        <path d="M10 20.5a2.2 2.2 0 0 0 4 0" strokeLinecap="round" />
      </svg>
      {n ? (
        <span className="campana__cuenta" aria-hidden="true">
          {n > 99 ? '99+' : n}
        </span>
      ) : null}
    </Link>
  );
}
