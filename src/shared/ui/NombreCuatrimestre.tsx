// A term's name as its headings show it: the number in a badge that screen readers skip (the name
// says it), then the name ("Primer cuatrimestre"). The study plan's terms and the projects' groups.
import { nombreCuatrimestre } from '@/shared/api/contrato/plan';

export function NombreCuatrimestre({ numero, claseNumero }: { numero: number; claseNumero: string }) {
  return (
    <>
      <span className={claseNumero} aria-hidden="true">
        {numero}
      </span>
      {nombreCuatrimestre(numero)}
    </>
  );
}
