// "Anterior · Página n de m · Siguiente" under a long list (nothing when it fits in one page).
import { Button } from '@/shared/ui/Boton';

export function Paginacion({ pagina, paginas, irA, etiqueta }: { pagina: number; paginas: number; irA: (n: number) => void; etiqueta: string }) {
  if (paginas <= 1) return null;
  return (
    <nav className="paginacion" aria-label={etiqueta}>
      <Button variante="secundario" disabled={pagina <= 1} onClick={() => irA(pagina - 1)}>
        Anterior
      </Button>
      <span>
        Página {pagina} de {paginas}
      </span>
      <Button variante="secundario" disabled={pagina >= paginas} onClick={() => irA(pagina + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
