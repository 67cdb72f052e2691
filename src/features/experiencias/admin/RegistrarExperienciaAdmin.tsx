// /panel_admin/empresas_estadias/registrar_experiencia_estadia[?empresa=pk]: the experience form
// for admins; it returns to that company's experiences (or to the company list).
import { useSearchParams } from 'react-router-dom';
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { rutas } from '@/shared/rutas';
import { FormExperiencia } from '../FormExperiencia';

const R = rutas.admin.empresas;

export default function RegistrarExperienciaAdmin() {
  const [params] = useSearchParams();
  const empresa = /^\d+$/.test(params.get('empresa') ?? '') ? params.get('empresa')! : '';
  const volver = empresa ? R.experiencias(empresa) : R.lista;
  return (
    <PaginaAdmin
      titulo="Registrar experiencia de estadía"
      volver={{ a: volver, texto: empresa ? 'Experiencias de la empresa' : 'Empresas de estadías' }}
      angosta
    >
      <FormExperiencia volver={volver} empresaInicial={empresa} destino={(fk) => R.experiencias(fk)} />
    </PaginaAdmin>
  );
}
