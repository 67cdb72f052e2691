// The programme's contact lines (the `contacto` page's fields): e-mail, phone, WhatsApp and the
// campus address with a plain link to its map (no map script, frame or image loads). Shown in every
// public page's footer and in /admisiones' contact block.
import type { DatosPaginas } from '@/shared/api/contrato/paginas';
import { CuerpoPagina } from './CuerpoPagina';
import { usePagina } from './usePagina';
import './paginas.css';

type Contacto = DatosPaginas['contacto'];

/** The phone as a tel: address (digits and a leading +). */
export const telDe = (telefono: string) => `tel:${telefono.trim().startsWith('+') ? '+' : ''}${telefono.replace(/\D/g, '')}`;
export const whatsappDe = (numero: string) => `https://wa.me/${numero.replace(/\D/g, '')}`;

/** An address that may wrap after its @ (not inside a word: «ut-» / «ejemplo»); its link's name is the address as written. */
const conCorte = (correo: string) => {
  const i = correo.indexOf('@');
  return i < 0 ? (
    correo
  ) : (
    <>
      {correo.slice(0, i + 1)}
      <wbr />
      {correo.slice(i + 1)}
    </>
  );
};

const NUEVA = <span className="visualmente-oculto"> (se abre en otra pestaña)</span>;

export function LineasContacto({ c, etiquetas = false }: { c: Contacto; etiquetas?: boolean }) {
  const et = (t: string) => (etiquetas ? <span className="contacto__etiqueta">{t}: </span> : null);
  return (
    <ul className="contacto">
      {c.correo && (
        <li>
          {et('Correo')}
          <a href={`mailto:${c.correo}`} aria-label={c.correo}>
            {conCorte(c.correo)}
          </a>
        </li>
      )}
      {c.telefono && (
        <li>
          {et('Teléfono')}
          <a href={telDe(c.telefono)}>{c.telefono}</a>
        </li>
      )}
      {c.whatsapp && (
        <li>
          {et('WhatsApp')}
          <a href={whatsappDe(c.whatsapp)} target="_blank" rel="noopener noreferrer">
            Escríbenos por WhatsApp{NUEVA}
          </a>
        </li>
      )}
      {c.direccion && (
        <li>
          {et('Dirección')}
          {c.direccion}
          {c.mapa && (
            <>
              {' '}
              <a href={c.mapa} target="_blank" rel="noopener noreferrer">
                Ver mapa{NUEVA}
              </a>
            </>
          )}
        </li>
      )}
    </ul>
  );
}

/** The footer's column: the contact lines, once the page arrived (server-rendered on every public page). */
export function ContactoPie() {
  const { pagina } = usePagina('contacto');
  if (!pagina) return null;
  return (
    <div>
      <h2>{pagina.titulo}</h2>
      <address className="pie__contacto">
        <LineasContacto c={pagina.datos} />
      </address>
    </div>
  );
}

/** /admisiones' contact block: the page's own text (office hours…) and the labelled lines. */
export function BloqueContacto() {
  const { pagina } = usePagina('contacto');
  if (!pagina) return null;
  return (
    <section id="contacto" className="tarjeta bloque-contacto" aria-labelledby="contacto-titulo">
      <h2 id="contacto-titulo">{pagina.titulo}</h2>
      <CuerpoPagina html={pagina.html} />
      <address>
        <LineasContacto c={pagina.datos} etiquetas />
      </address>
    </section>
  );
}
