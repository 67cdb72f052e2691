// /plan_de_estudios: the curriculum block on a page of its own (the menus' "Plan de estudios"), with
// its PDF; its h1 takes the focus after a navigation. Server-rendered with the plan (datosPlan).
import { PlanEstudios, datosPlan } from '../PlanEstudios';
import { useCabeza } from '@/shared/ui/useCabeza';

export const datos = datosPlan;

const DESCRIPCION = 'Plan de estudios de Ingeniería en Desarrollo y Gestión de Software: cuatrimestres, materias, horas y créditos.';

export default function PaginaPlan() {
  const h1 = useCabeza('Plan de estudios', DESCRIPCION);
  return (
    <div className="contenedor">
      <PlanEstudios h1={h1} />
    </div>
  );
}
