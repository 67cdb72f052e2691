// The home banner's switch published with the `inicio` page's edit (issue 44, decision 0064), through
// api.php on both engines: at once, or at its scheduled time together with the text; never kept in
// the page; an edit without it leaves the switch alone.
import type { Harness } from '@server/pruebas/arnes';
import { prepararPaginas } from '@server/pruebas/paginasEditables';
import { publicarProgramados } from '@server/funciones/programacion';
import { aPared } from '@/shared/lib/zonaHoraria';
import type { Pagina } from '@/shared/api/contrato/paginas';

let h: Harness;
const { pagina, editar } = prepararPaginas((x) => (h = x));

describe("the home banner's switch, published with its text (issue 44)", () => {
  it('goes live with the edit that carries it: at once, or at its scheduled time together with the text; never kept in the page', async () => {
    const banner = async () => Number(((await h.llamar('mostrarEnlace')).body as unknown as { estatus: number }).estatus);
    const comoAdmin = async () => (await h.llamar('mostrarPagina', { clave: 'inicio' }, { quien: 'a' })).body as unknown as Pagina<'inicio'>;
    const datos = (textoBanner: string, mostrarBanner?: boolean) =>
      JSON.stringify({ subtitulo: '', textoBanner, ...(mostrarBanner === undefined ? {} : { mostrarBanner }) });
    expect((await comoAdmin()).datos.mostrarBanner).toBe(false);
    expect('mostrarBanner' in (await pagina('inicio')).datos).toBe(false);
    // published now: the switch with it
    expect((await editar('inicio', { datos: datos('Inscríbete ya.', true) })).body).toMatchObject({ codigo: 1 });
    expect(await banner()).toBe(1);
    expect((await comoAdmin()).datos.mostrarBanner).toBe(true);
    expect((await pagina('inicio')).datos).toEqual({ subtitulo: '', textoBanner: 'Inscríbete ya.' });
    // scheduled: nothing changes until its time, then the text and the switch together
    const iso = new Date(Date.now() + 3_600_000).toISOString();
    const publicarEn = `${aPared(iso, h.config.zonaHoraria)}:${iso.slice(17, 19)}`;
    expect((await editar('inicio', { datos: datos('Cerramos el registro.', false), publicarEn })).body).toMatchObject({ codigo: 1 });
    expect(await banner()).toBe(1);
    expect((await pagina('inicio')).datos.textoBanner).toBe('Inscríbete ya.');
    expect(await publicarProgramados(h.db, Date.now() + 2 * 3_600_000)).toBe(1);
    expect(await banner()).toBe(0);
    expect((await pagina('inicio')).datos).toEqual({ subtitulo: '', textoBanner: 'Cerramos el registro.' });
    // an edit that says nothing of the switch (a client without it) leaves it alone
    expect((await editar('inicio', { datos: datos('Sin cambio de banner.') })).body).toMatchObject({ codigo: 1 });
    expect(await banner()).toBe(0);
  });
});
