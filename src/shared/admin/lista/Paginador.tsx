// "Anterior · Página n de m · Siguiente" under a long list (nothing when it fits in one page).
import { Boton } from '@/shared/ui/Boton';

export function Paginador({ pagina, paginas, irA, etiqueta }: { pagina: number; paginas: number; irA: (n: number) => void; etiqueta: string }) {
  if (paginas <= 1) return null;
  return (
    <nav className="paginacion" aria-label={etiqueta}>
      <Boton variante="secundario" disabled={pagina <= 1} onClick={() => irA(pagina - 1)}>
        Anterior
      </Boton>
      <span>
        Página {pagina} de {paginas}
      </span>
      <Boton variante="secundario" disabled={pagina >= paginas} onClick={() => irA(pagina + 1)}>
        Siguiente
      </Boton>
    </nav>
  );
}
