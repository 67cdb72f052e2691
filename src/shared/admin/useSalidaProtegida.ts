// The kit's leave guard: while a form has unsaved changes, a link that leaves its page asks first
// (React Router's useBlocker; DialogoSinGuardar shows the question) and the browser asks before the
// tab closes. Never on the way to /login (logout, an expired session: the draft is kept for the
// same user), nor once the form is leaving on purpose (`saliendo`: saved, or "Cancelar").
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';

export function useSalidaProtegida(sucio: boolean, saliendo: RefObject<boolean>) {
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sucio && !saliendo.current && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== '/login',
  );
  useEffect(() => {
    if (!sucio) return;
    const antes = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', antes);
    return () => window.removeEventListener('beforeunload', antes);
  }, [sucio]);
  return bloqueo;
}
