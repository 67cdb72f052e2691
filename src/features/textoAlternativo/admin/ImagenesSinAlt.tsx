// /panel_admin/imagenes_sin_texto_alternativo: every stored image nobody has described yet (issue
// 37), across projects, events, companies, graduates and "Acerca de": its thumbnail, the item it
// belongs to (a link to its edit page), and in place a text field, "Imagen decorativa" and
// "Guardar". What is typed is a draft in the store (the borradores slice, like every admin form);
// a saved image leaves the list; the message of a refusal stays beside its image.
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { rutas } from '@/shared/rutas';
import { useAppDispatch, useAppSelector } from '@/shared/modelo/hooks';
import { borradorDescartado, borradorGuardado, claveBorrador } from '@/shared/modelo/borradores';
import { noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { imageUrl } from '@/shared/lib/urlImagen';
import { ALT_REQUERIDO } from '@/shared/api/contrato/comun';
import { TextoAltEnLinea, camposAlt, type ValorAlt } from '@/shared/ui/TextoAltEnLinea';
import { MENSAJES_TEXTO_ALTERNATIVO as M, type ImagenSinAlt } from '@/shared/api/contrato/textoAlternativo';
import { SinResultados } from '@/shared/ui/SinResultados';
import { useGuardarTextoAlternativoMutation, useTraerImagenesSinAltQuery } from '../api';
import '../textoAlternativo.css';

const TITULO = 'Imágenes sin texto alternativo';

interface Fila extends ValorAlt {
  error?: string;
}
type Valores = Record<string, Fila>;
const VACIA: Fila = { alt: '', decorativa: false };

function useBorrador() {
  const usuario = useAppSelector((s) => s.session.pk_usuario);
  const clave = claveBorrador(usuario, 'textoAlternativo', null);
  const valores =
    useAppSelector((s) => (s as { borradores?: Record<string, { valores: unknown }> }).borradores?.[clave]?.valores as Valores | undefined) ?? {};
  const dispatch = useAppDispatch();
  const poner = (referencia: string, fila: Fila) =>
    dispatch(borradorGuardado({ clave, valores: { ...valores, [referencia]: fila }, guardado: Date.now() }));
  const quitar = (referencia: string) => {
    const resto = Object.fromEntries(Object.entries(valores).filter(([r]) => r !== referencia));
    // nothing left typed: no draft (the logout warning counts drafts)
    dispatch(Object.keys(resto).length ? borradorGuardado({ clave, valores: resto, guardado: Date.now() }) : borradorDescartado(clave));
  };
  return { valores, poner, quitar };
}

function FilaImagen({ img, borrador }: { img: ImagenSinAlt; borrador: ReturnType<typeof useBorrador> }) {
  const dispatch = useAppDispatch();
  const [guardar, estado] = useGuardarTextoAlternativoMutation();
  const v = borrador.valores[img.referencia] ?? VACIA;
  const id = `alt-${img.referencia.replace(':', '-')}`;
  const quien = `${img.nombre}, ${img.detalle.toLowerCase()}`;

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const campos = camposAlt(v);
    if (!campos) {
      borrador.poner(img.referencia, { ...v, error: ALT_REQUERIDO });
      document.getElementById(id)?.focus();
      return;
    }
    const r = await guardar({ referencia: img.referencia, ...campos });
    if (r.error) borrador.poner(img.referencia, { ...v, error: mensajeDeError(r.error, 'No se pudo guardar el texto alternativo.') });
    else {
      borrador.quitar(img.referencia);
      dispatch(noticeShown(r.data.mensaje));
    }
  }

  return (
    <li className="fila-miniatura sin-alt__fila">
      <img src={imageUrl(img.imagen)} alt="" className="miniatura sin-alt__miniatura" width={160} height={120} loading="lazy" />
      <form className="fila-miniatura__datos sin-alt__form" onSubmit={enviar} noValidate aria-label={`Texto alternativo: ${quien}`}>
        <p className="sin-alt__de">
          <span className="sin-alt__entidad">{img.entidad}</span> <Link to={img.editar}>{img.nombre}</Link> · {img.detalle}
        </p>
        <TextoAltEnLinea id={id} valor={v} error={v.error} ocupado={estado.isLoading} onChange={(n) => borrador.poner(img.referencia, n)} />
        <button type="submit" className="boton boton--primario" disabled={estado.isLoading} aria-label={`Guardar texto alternativo: ${quien}`}>
          {estado.isLoading ? 'Guardando…' : 'Guardar'}
        </button>
      </form>
    </li>
  );
}

export default function ImagenesSinAlt() {
  const consulta = useTraerImagenesSinAltQuery();
  const borrador = useBorrador();
  const estado = estadoConsulta(consulta, 'Cargando imágenes…');
  const n = consulta.data?.length ?? 0;
  return (
    <PaginaAdmin titulo={TITULO} volver={{ a: rutas.admin.panel, texto: 'Panel de administración' }}>
      <p className="intro">
        Quien no puede ver una imagen escucha su texto alternativo. Describa lo que muestra cada una, o márquela como decorativa si no aporta nada al
        contenido.
      </p>
      {estado ??
        (n === 0 ? (
          <SinResultados mensaje={M.vacia} />
        ) : (
          <>
            <p className="sin-alt__cuenta" role="status">
              {n === 1 ? 'Falta describir 1 imagen.' : `Faltan por describir ${n} imágenes.`}
            </p>
            <ul className="sin-alt lista-limpia" aria-label={TITULO}>
              {consulta.data!.map((img) => (
                <FilaImagen key={img.referencia} img={img} borrador={borrador} />
              ))}
            </ul>
          </>
        ))}
    </PaginaAdmin>
  );
}
