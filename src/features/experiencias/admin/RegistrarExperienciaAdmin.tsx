// /panel_admin/empresas_estadias/registrar_experiencia_estadia[?empresa=pk]: the experience form
// for admins; it returns to that company's experiences (or to the company list).
import { Link, useSearchParams } from 'react-router-dom';
import { usePagina } from '../../../shared/ui/usePagina';
import { FormExperiencia } from '../FormExperiencia';

const BASE = '/panel_admin/empresas_estadias';

export default function RegistrarExperienciaAdmin() {
  const h1 = usePagina('Registrar experiencia de estadía');
  const [params] = useSearchParams();
  const empresa = /^\d+$/.test(params.get('empresa') ?? '') ? params.get('empresa')! : '';
  const volver = empresa ? `${BASE}/experiencias_estadias/${empresa}` : BASE;
  return (
    <div className="contenedor">
      <Link to={volver} className="volver">
        ← {empresa ? 'Experiencias de la empresa' : 'Empresas de estadías'}
      </Link>
      <h1 ref={h1} tabIndex={-1}>
        Registrar experiencia de estadía
      </h1>
      <FormExperiencia volver={volver} empresaInicial={empresa} destino={(fk) => `${BASE}/experiencias_estadias/${fk}`} />
    </div>
  );
}
