// "Vista previa": the body as the server renders and sanitizes it (vistaPreviaPagina), below the
// text area. The rendering lives in the store (the mutation's result under a fixed key per page),
// so an exported state shows it; "Ocultar" clears it. When the text changed after the preview, it
// says so and offers to refresh it.
import { Boton } from '@/shared/ui/Boton';
import { mensajeDeError } from '@/shared/api/errores';
import type { ClavePagina } from '@/shared/api/contrato/paginas';
import { CuerpoPagina } from '../CuerpoPagina';
import { useVistaPreviaPaginaMutation } from '../edicionApi';

export function VistaPrevia({ clave, cuerpo, disabled }: { clave: ClavePagina; cuerpo: string; disabled?: boolean }) {
  const [pedir, r] = useVistaPreviaPaginaMutation({ fixedCacheKey: `vistaPreviaPagina:${clave}` });
  const vieja = r.data !== undefined && r.data.cuerpo !== cuerpo;
  return (
    <div className="vista-previa">
      <div className="vista-previa__botones">
        <Boton variante="secundario" type="button" cargando={r.isLoading} disabled={disabled} onClick={() => void pedir({ cuerpo })}>
          {r.data ? 'Actualizar vista previa' : 'Vista previa'}
        </Boton>
        {(r.data || r.error) && (
          <Boton variante="texto" type="button" onClick={() => r.reset()}>
            Ocultar vista previa
          </Boton>
        )}
      </div>
      {r.error !== undefined && (
        <p className="formulario__fallo" role="alert">
          {mensajeDeError(r.error)}
        </p>
      )}
      {r.data && (
        <section className="vista-previa__marco" aria-label="Vista previa del texto">
          {vieja && <p className="vista-previa__aviso">El texto cambió después de esta vista previa.</p>}
          <CuerpoPagina html={r.data.html} />
        </section>
      )}
    </div>
  );
}
