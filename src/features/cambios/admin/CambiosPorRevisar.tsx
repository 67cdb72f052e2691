// /panel_admin/cambios_por_revisar (issue 48, item 6): the changes the person may approve or return
// (those of the sections they publish, never their own), then their own changes waiting or returned
// with the reviewer's comment. Every visible state is the store's (cambios slice: decision 0009).
import { PaginaAdmin, estadoConsulta } from '@/shared/admin/PaginaAdmin';
import { SinResultados } from '@/shared/ui/SinResultados';
import { rutas } from '@/shared/rutas';
import { useTraerCambiosPendientesQuery } from '@/shared/admin/cambios/api';
import '@/shared/admin/cambios/cambios';
import '@/shared/admin/cambios/cambios.css';
import { TarjetaCambio } from './TarjetaCambio';
import { DialogoDevolver } from './DialogoDevolver';
import '../cambios.css';

export default function CambiosPorRevisar() {
  const consulta = useTraerCambiosPendientesQuery(undefined, { refetchOnMountOrArgChange: true });
  const cambios = consulta.data?.cambios ?? [];
  const porRevisar = cambios.filter((c) => !c.propio);
  const suyos = cambios.filter((c) => c.propio);
  return (
    <PaginaAdmin titulo="Cambios por revisar" volver={{ a: rutas.admin.panel, texto: 'Panel de administración' }}>
      {estadoConsulta(consulta, 'Cargando cambios…') ?? (
        <>
          <section aria-labelledby="cambios-por-revisar">
            <h2 id="cambios-por-revisar">Por revisar</h2>
            {porRevisar.length === 0 ? (
              <SinResultados mensaje="No hay cambios que esperen su revisión." />
            ) : (
              <ul className="cambios">
                {porRevisar.map((c) => (
                  <TarjetaCambio key={c.pk} cambio={c} />
                ))}
              </ul>
            )}
          </section>
          {suyos.length > 0 && (
            <section aria-labelledby="cambios-suyos">
              <h2 id="cambios-suyos">Sus cambios</h2>
              <ul className="cambios">
                {suyos.map((c) => (
                  <TarjetaCambio key={c.pk} cambio={c} />
                ))}
              </ul>
            </section>
          )}
          <DialogoDevolver cambios={cambios} />
        </>
      )}
    </PaginaAdmin>
  );
}
