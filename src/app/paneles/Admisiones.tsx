// /admisiones: what a prospective student needs to apply — the `admisiones` page staff edit
// (requirements, costs and scholarships, documents: its Markdown body), the "Solicita tu
// preinscripción" call to action (the stored enrolment link, while there is one), its key dates, the
// curriculum's PDF, the `contacto` page's block, and the "Solicita información" enquiry form
// (features/solicitudes). Server-rendered, works without JS. Head: og tags and the programme as
// schema.org EducationalOccupationalProgram with its provider's address, phone, e-mail and dates.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SolicitaInformacion } from '@/features/solicitudes';
import { Preinscripcion, datosBanner } from '@/features/enlace';
import { BloqueContacto, CuerpoPagina, FechasClave, MarcoPagina, datosPagina, usePagina } from '@/features/paginas';
import type { DatosPaginas, FechaClave, TipoFecha } from '@/shared/api/contrato/paginas';
import { useCabeza } from '@/shared/ui/useCabeza';
import type { DatosRuta } from '@/shared/api/datosRuta';
import { PROGRAMA } from './programa';
import './admisiones.css';

const datosPaginas = datosPagina('admisiones', 'contacto');
/** Server render: the two pages and the enrolment link (the call to action). */
export const datos: DatosRuta = async (p) => {
  await Promise.all([datosPaginas(p), datosBanner(p)]);
};

const DESCRIPCION = 'Admisión a Ingeniería en Desarrollo y Gestión de Software: requisitos, fechas clave, costos y becas, documentos y contacto.';

/** schema.org's name for each kind of key date. */
const PROPIEDAD: Record<TipoFecha, string> = { apertura: 'applicationStartDate', cierre: 'applicationDeadline', inicio: 'startDate' };

/** The programme with the dates staff marked and its provider's contact. */
export function programaConAdmision(fechas: readonly FechaClave[], c: DatosPaginas['contacto'] | undefined) {
  const marcadas = Object.fromEntries(fechas.flatMap((f) => (f.tipo ? [[PROPIEDAD[f.tipo], f.fecha]] : [])));
  const contacto = c
    ? {
        address: { '@type': 'PostalAddress', streetAddress: c.direccion, addressCountry: 'MX' },
        telephone: c.telefono,
        email: c.correo,
      }
    : {};
  return { ...PROGRAMA, description: DESCRIPCION, ...marcadas, provider: { ...PROGRAMA.provider, ...contacto } };
}

/** A link to a section (/admisiones#solicita-informacion from the home) shows that section once the page is there. */
function useIrASeccion() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // after the layout's own scroll to the top (its effect runs after this page's)
    const id = requestAnimationFrame(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView());
    return () => cancelAnimationFrame(id);
  }, [hash]);
}

export default function Admisiones() {
  const lectura = usePagina('admisiones');
  const { pagina: contacto } = usePagina('contacto');
  const titulo = lectura.pagina?.titulo ?? 'Admisiones';
  const h1 = useCabeza(titulo, DESCRIPCION, {
    datosEstructurados: programaConAdmision(lectura.pagina?.datos.fechas ?? [], contacto?.datos),
  });
  useIrASeccion();
  // the enquiry form (features/solicitudes) draws its own h2, #solicita-informacion-titulo
  const solicitud = (
    <section id="solicita-informacion" className="admisiones__solicitud" aria-labelledby="solicita-informacion-titulo">
      <SolicitaInformacion dias={lectura.pagina?.solicitudesDias} />
    </section>
  );
  return (
    <MarcoPagina clase="admisiones" titulo={titulo} h1={h1} lectura={lectura} despues={solicitud}>
      {(pagina) => (
        <>
          <Preinscripcion parrafo="admisiones__preinscripcion" />
          <div className="admisiones__rejilla">
            <CuerpoPagina className="admisiones__cuerpo" html={pagina.html} />
            <div className="admisiones__lateral">
              {pagina.datos.fechas.length > 0 && (
                <section id="fechas" className="tarjeta admisiones__fechas" aria-labelledby="fechas-titulo">
                  <h2 id="fechas-titulo">Fechas clave</h2>
                  <FechasClave fechas={pagina.datos.fechas} />
                </section>
              )}
              <p className="admisiones__plan">
                <a className="boton boton--secundario" href="/plan_de_estudios.pdf">
                  Descargar el plan de estudios (PDF)
                </a>
              </p>
              <BloqueContacto />
            </div>
          </div>
        </>
      )}
    </MarcoPagina>
  );
}
