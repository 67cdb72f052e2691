// Pieces every layout shares: logo (its target depends on the role), footer, scroll-to-top button,
// skip link. The public layout's footer adds the programme's contact lines (a column it passes in).
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { SITIO } from '@/shared/config';
import { useAppSelector } from '@/shared/modelo/hooks';
import { PANEL_DE_ROL } from '@/shared/modelo/sesion';
import { IconoArriba, IconoFacebook, IconoInstagram, IconoYoutube } from './Iconos';
import { UMBRAL_SUBIR, useDesplazado } from './useDesplazamiento';

/** Visitors → '/', admins → /panel_admin, super admins → /panel_superadmin; the student bar links nowhere. */
export function destinoLogo(rol: 'e' | 'a' | 's' | null): string | null {
  if (rol === 'e') return null;
  return rol ? PANEL_DE_ROL[rol] : '/';
}

export function Logo({ sinEnlace }: { sinEnlace?: boolean }) {
  const rol = useAppSelector((s) => s.session.rol);
  const destino = sinEnlace ? null : destinoLogo(rol);
  const contenido = (
    <>
      {/* inline (public/img/logo.svg's drawing): no request competes with the page's photo */}
      <svg className="barra__logo-imagen" width={40} height={40} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#f2b134" />
        <path d="M22 22 12 32l10 10M42 22l10 10-10 10" fill="none" stroke="#0b3a6e" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M36 16 28 48" stroke="#0b3a6e" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="barra__logo-texto">
        IDGS<small>Desarrollo y Gestión de Software</small>
      </span>
    </>
  );
  if (!destino) return <span className="barra__logo">{contenido}</span>;
  return (
    <Link to={destino} className="barra__logo" aria-label="Inicio: Ingeniería en Desarrollo y Gestión de Software">
      {contenido}
    </Link>
  );
}

export function SaltarAlContenido() {
  return (
    <a href="#contenido" className="saltar">
      Saltar al contenido
    </a>
  );
}

export function BotonSubir() {
  const visible = useDesplazado(UMBRAL_SUBIR);
  if (!visible) return null;
  return (
    <button type="button" className="subir" aria-label="Volver arriba" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <IconoArriba />
    </button>
  );
}

export function Pie({ contacto }: { contacto?: ReactNode }) {
  // logged in: the link leads back to one's panel (/login would end the session)
  const rol = useAppSelector((s) => s.session.rol);
  return (
    <footer className="pie">
      <div className="contenedor">
        <div className="pie__rejilla">
          <div>
            <h2>Ingeniería en Desarrollo y Gestión de Software</h2>
            <p>Formamos profesionales que diseñan, construyen y gestionan software de calidad.</p>
          </div>
          {contacto}
          <nav aria-label="Enlaces del pie">
            <h2>El programa</h2>
            <ul>
              <li>
                <Link to="/admisiones">Admisiones</Link>
              </li>
              <li>
                <a href={SITIO.universidad} target="_blank" rel="noopener noreferrer">
                  Sitio de la universidad<span className="visualmente-oculto"> (se abre en otra pestaña)</span>
                </a>
              </li>
              <li>
                <Link to="/acerca_de">Acerca de este sitio</Link>
              </li>
              <li>{rol ? <Link to={PANEL_DE_ROL[rol]}>Ir a mi panel</Link> : <Link to="/login">Acceso para alumnos y administradores</Link>}</li>
            </ul>
          </nav>
          <div>
            <h2>Síguenos</h2>
            <div className="pie__redes">
              <a href={SITIO.redes.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook (se abre en otra pestaña)">
                <IconoFacebook />
              </a>
              <a href={SITIO.redes.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram (se abre en otra pestaña)">
                <IconoInstagram />
              </a>
              <a href={SITIO.redes.youtube} target="_blank" rel="noopener noreferrer" aria-label="YouTube (se abre en otra pestaña)">
                <IconoYoutube />
              </a>
            </div>
          </div>
        </div>
        <p className="pie__legal" suppressHydrationWarning>
          © {new Date().getFullYear()} Universidad Tecnológica. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}

/** The page's own content (the route's), then the footer and "Subir": below every layout's bar.
 * `lateral`: a menu beside the content (the admin's sections), before it in the reading order. */
export function Principal({ contacto, lateral }: { contacto?: ReactNode; lateral?: ReactNode }) {
  const principal = (
    <main id="contenido" className="principal" tabIndex={-1}>
      <Outlet />
    </main>
  );
  return (
    <>
      {lateral ? (
        <div className="con-lateral">
          {lateral}
          {principal}
        </div>
      ) : (
        principal
      )}
      <Pie contacto={contacto} />
      <BotonSubir />
    </>
  );
}
