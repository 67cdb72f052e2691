// A term's title as the plan (features/plan/PlanEstudios.tsx) and the projects list
// (features/proyectos/publico/ListaProyectos.tsx) show it: its number in a badge that screen
// readers skip (they hear the name), then its name ("Primer cuatrimestre").
import { nombreCuatrimestre } from '../api/contrato/plan';

export function TituloCuatrimestre({ numero, claseNumero }: { numero: number; claseNumero: string }) {
  return (
    <>
      <span className={claseNumero} aria-hidden="true">
        {numero}
      </span>
      {nombreCuatrimestre(numero)}
    </>
  );
}
