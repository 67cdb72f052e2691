// /panel_admin/paginas/editar/{clave}: one page's title, its body in the Markdown subset (a syntax
// hint and the server's "Vista previa") and its key's fields — the hero's eyebrow and banner text,
// the key dates, the contact lines, the people with their photos — on the kit's form (draft in the
// store, leave guard, success notice, the page's last change from the audit trail).
import { useParams } from 'react-router-dom';
import { rutas } from '@/shared/rutas';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { ConHistorial } from '@/shared/admin/historial/ConHistorial';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { SinResultados } from '@/shared/ui/SinResultados';
import {
  MAX_CUERPO_PAGINA,
  MENSAJES_PAGINA,
  PK_PAGINA,
  formPagina,
  type ClavePagina,
  type Pagina,
  type PaginaProgramada,
} from '@/shared/api/contrato/paginas';
import { CamposProgramacion, paredDe } from '@/shared/admin/Programacion';
import { useMostrarPaginaQuery } from '../api';
import { useEditarPaginaMutation } from '../edicionApi';
import { CamposFechas } from './CamposFechas';
import { CamposPersonas } from './CamposPersonas';
import { VistaPrevia } from './VistaPrevia';
import { VistaPreviaAdmin } from '@/shared/admin/vistasPrevias/VistaPreviaAdmin';
import { datosDe, valoresDe, type ValoresPagina } from './valores';
import { NOMBRE_CLAVE } from './Paginas';
import './paginasAdmin.css';

const LISTA = rutas.admin.paginas.lista;

export const AYUDA_MARKDOWN =
  'Formato: una línea en blanco separa párrafos; «## Título» para un subtítulo; **negrita**, *cursiva*; «- » o «1. » al inicio de una línea para listas; [texto](https://…) para un enlace (también mailto:, tel: o /una_pagina). El HTML no se admite: se muestra como texto.';

function CamposDeClave({ clave, f }: { clave: ClavePagina; f: ReturnType<typeof useFormulario<ValoresPagina, { codigo: 0 | 1; mensaje: string }>> }) {
  const v = f.valores;
  switch (clave) {
    case 'inicio':
      return (
        <>
          <Campo etiqueta="Texto sobre el título (opcional)" maxLength={120} {...f.campo('subtitulo')} />
          <Campo
            etiqueta="Texto del banner de preinscripción"
            maxLength={200}
            ayuda="Se muestra mientras el banner está activo."
            {...f.campo('textoBanner')}
          />
          {v.mostrarBanner !== undefined && (
            <div className="campo">
              <label className="interruptor">
                <input
                  type="checkbox"
                  name="mostrarBanner"
                  checked={v.mostrarBanner}
                  disabled={f.enviando}
                  aria-describedby="mostrar-banner-ayuda"
                  onChange={(e) => f.cambiar('mostrarBanner', e.target.checked)}
                />{' '}
                Mostrar el banner de preinscripción en la página de inicio
              </label>
              <p id="mostrar-banner-ayuda" className="campo__ayuda">
                Se aplica al publicar esta edición, junto con su texto: al guardar, o en la fecha programada.
              </p>
            </div>
          )}
        </>
      );
    case 'admisiones':
      return <CamposFechas fechas={v.fechas ?? []} {...f.lista('fechas')} />;
    case 'contacto':
      return (
        <>
          <Campo etiqueta="Correo" type="email" maxLength={120} autoComplete="off" {...f.campo('correo')} />
          <Campo etiqueta="Teléfono" type="tel" maxLength={40} {...f.campo('telefono')} />
          <Campo
            etiqueta="WhatsApp"
            inputMode="numeric"
            maxLength={20}
            ayuda="Con la clave del país, p. ej. 524491234567."
            {...f.campo('whatsapp')}
          />
          <Campo multilinea rows={2} etiqueta="Dirección del plantel" maxLength={300} {...f.campo('direccion')} />
          <Campo
            etiqueta="Enlace al mapa"
            type="url"
            maxLength={500}
            ayuda="Una dirección https://… (OpenStreetMap, Google Maps…)."
            {...f.campo('mapa')}
          />
        </>
      );
    case 'acerca_de':
      return <CamposPersonas personas={v.personas ?? []} {...f.lista('personas')} />;
  }
}

/** The form's first values: a scheduled edit when one waits (the form continues it), else the page as shown. */
function inicialDe(pagina: Pagina & { programada?: PaginaProgramada }): ValoresPagina {
  const p = pagina.programada;
  if (!p) return { ...valoresDe(pagina), publicarEn: '' };
  const programada = { ...pagina, titulo: p.titulo, cuerpo: p.cuerpo, datos: JSON.parse(p.datos) as Pagina['datos'] } as Pagina;
  return { ...valoresDe(programada), publicarEn: paredDe(p.publicar_en, pagina.zona) };
}

function Formulario({ clave, pagina }: { clave: ClavePagina; pagina: Pagina & { version?: number; programada?: PaginaProgramada } }) {
  const [editar] = useEditarPaginaMutation();
  const f = useFormulario({
    inicial: inicialDe(pagina),
    esquema: formPagina(clave),
    volver: LISTA,
    clave: { entidad: 'pagina', pk: PK_PAGINA[clave], tipo: 'Pagina' },
    // publicarEn only when there is one, or to cancel a waiting edit ('')
    version: pagina.version,
    enviar: (v: ValoresPagina, version?: number) =>
      editar({
        clave,
        version,
        titulo: v.titulo,
        cuerpo: v.cuerpo,
        datos: datosDe(clave, v),
        ...(v.publicarEn || pagina.programada ? { publicarEn: v.publicarEn ?? '' } : {}),
      }),
  });
  return (
    <FormularioAdmin f={f} enviar="Guardar cambios">
      <Campo etiqueta="Título" maxLength={120} {...f.campo('titulo')} />
      <Campo
        multilinea
        rows={clave === 'admisiones' ? 18 : 6}
        etiqueta="Texto"
        maxLength={MAX_CUERPO_PAGINA}
        ayuda={AYUDA_MARKDOWN}
        {...f.campo('cuerpo')}
      />
      <VistaPrevia clave={clave} cuerpo={f.valores.cuerpo} disabled={f.enviando} />
      <VistaPreviaAdmin entidad="pagina" pk={clave} />
      <CamposDeClave clave={clave} f={f} />
      {/* a page is never retired: only "Publicar el" (the edit waits until then) */}
      <CamposProgramacion publicar={{ ...f.campo('publicarEn'), value: f.valores.publicarEn ?? '' }} />
    </FormularioAdmin>
  );
}

const esClave = (c: string | undefined): c is ClavePagina => !!c && c in PK_PAGINA;

export default function EditarPagina() {
  const { clave } = useParams();
  const valida = esClave(clave);
  const pagina = useMostrarPaginaQuery(clave ?? '', { skip: !valida });
  return (
    <PaginaAdmin titulo={valida ? `Editar ${NOMBRE_CLAVE[clave]}` : 'Editar página'} volver={{ a: LISTA, texto: 'Páginas' }} angosta>
      {valida ? (
        <ConHistorial entidad="pagina" pk={PK_PAGINA[clave]} tipo="Pagina">
          <Cargar consulta={pagina} noExiste={MENSAJES_PAGINA.clave}>
            {(p) => <Formulario clave={clave} pagina={p} />}
          </Cargar>
        </ConHistorial>
      ) : (
        <SinResultados mensaje={MENSAJES_PAGINA.clave} />
      )}
    </PaginaAdmin>
  );
}
