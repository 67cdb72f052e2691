// The QA replay of an admin list: a store imported with "page 3, five students selected" shows
// exactly that, and what the admin does to the list lands in the store (listasAdmin[idLista]).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderConProveedores } from '@/pruebas/renderConProveedores';
import { sessionInicial } from '@/shared/modelo/sesion';
import { alertShown } from '@/shared/modelo/ui';
import { ListaAdmin, type DescripcionLista } from '../ListaAdmin';
import { listaInicial } from './listasAdmin';
import type { ListasAdminState } from '@/shared/modelo/ranuraListas';

interface Alumno {
  pk: number;
  nombre: string;
  inicial: boolean;
}

const alumnos: Alumno[] = Array.from({ length: 60 }, (_x, i) => ({
  pk: i + 100,
  nombre: `Alumno ${String(i).padStart(2, '0')}`,
  inicial: i % 2 === 0,
}));

const LISTA: DescripcionLista<Alumno> = {
  titulo: 'Alumnos',
  nombreLista: 'Alumnos',
  id: 'alumnos-tabla',
  clave: (a) => a.pk,
  nombre: (a) => a.nombre,
  busqueda: { etiqueta: 'Buscar alumno', placeholder: 'Nombre', texto: (a) => a.nombre },
  ninguno: 'Ningún alumno coincide con la búsqueda.',
  columnas: [{ titulo: 'Clave', celda: (a) => String(a.pk) }],
  filtros: [{ etiqueta: 'Solo con contraseña inicial', cumple: (a) => a.inicial }],
  acciones: [],
  lote: [{ texto: 'Dar de baja', pedir: (xs) => alertShown(`Baja de ${xs.map((x) => x.nombre).join(', ')}`) }],
  porPagina: 10,
  contar: (n) => `${n} alumnos`,
};

const consulta = { data: alumnos, isLoading: false, refetch: () => undefined };
const admin = { ...sessionInicial, rol: 'a' as const, pk_usuario: 2, nombre_persona: 'Carlos' };
const cinco = [120, 121, 122, 123, 124];

function mostrar(listasAdmin: ListasAdminState, route = '/panel_admin/alumnos') {
  return renderConProveedores(<ListaAdmin d={LISTA} consulta={consulta} />, { preloadedState: { session: admin, listasAdmin }, route });
}

const nombresDeFilas = () => screen.getAllByRole('rowheader').map((f) => f.textContent);
const marcada = (nombre: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Seleccionar a ${nombre}` }).checked;

describe('ListaAdmin replays its state from the store', () => {
  it('shows page 3 with five students selected, as imported', () => {
    mostrar({ Alumnos: { pagina: { n: 3, busqueda: '' }, filtros: [], seleccion: cinco } });
    expect(screen.getByText('Página 3 de 6')).toBeInTheDocument();
    expect(nombresDeFilas()).toEqual(alumnos.slice(20, 30).map((a) => a.nombre));
    expect(alumnos.slice(20, 25).every((a) => marcada(a.nombre))).toBe(true);
    expect(alumnos.slice(25, 30).some((a) => marcada(a.nombre))).toBe(false);
    expect(screen.getByText('5 seleccionados')).toBeInTheDocument();
  });

  it('the bulk action of a replayed selection acts on those rows, and the admin’s clicks land in the store', async () => {
    const user = userEvent.setup();
    const { store } = mostrar({ Alumnos: { pagina: { n: 3, busqueda: '' }, filtros: [], seleccion: cinco } });
    await user.click(screen.getByRole('button', { name: 'Dar de baja' }));
    expect(store.getState().ui.modal).toEqual({ kind: 'alert', mensaje: 'Baja de Alumno 20, Alumno 21, Alumno 22, Alumno 23, Alumno 24' });

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar a Alumno 31' }));
    expect(store.getState().listasAdmin.Alumnos).toEqual({ pagina: { n: 4, busqueda: '' }, filtros: [], seleccion: [...cinco, 131] });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar los alumnos de esta página' }));
    expect(store.getState().listasAdmin.Alumnos.seleccion).toEqual([...cinco, 131, 130, ...alumnos.slice(32, 40).map((a) => a.pk)]);
    expect(screen.getByText('15 seleccionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar selección' }));
    expect(store.getState().listasAdmin.Alumnos.seleccion).toEqual([]);
    expect(screen.queryByText(/seleccionados?$/)).not.toBeInTheDocument();
  });

  it('a replayed filter is ticked and narrows the rows; ticking it off goes back to page 1', async () => {
    const user = userEvent.setup();
    const { store } = mostrar({ Alumnos: { pagina: { n: 2, busqueda: '' }, filtros: ['Solo con contraseña inicial'], seleccion: [] } });
    const filtro = screen.getByRole('checkbox', { name: 'Solo con contraseña inicial (30)' });
    expect(filtro).toBeChecked();
    expect(screen.getByText('30 de 60 alumnos')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(nombresDeFilas()[0]).toBe('Alumno 20');
    await user.click(filtro);
    expect(store.getState().listasAdmin.Alumnos).toEqual({ ...listaInicial, pagina: { n: 1, busqueda: '' } });
    expect(screen.getByText('Página 1 de 6')).toBeInTheDocument();
  });

  it('a page chosen for another search shows page 1 of this one', () => {
    mostrar({ Alumnos: { pagina: { n: 3, busqueda: 'otra' }, filtros: [], seleccion: [] } }, '/panel_admin/alumnos?q=alumno');
    expect(screen.getByText('Página 1 de 6')).toBeInTheDocument();
  });

  it('a page past the end (the list shrank since the export) shows the last page', () => {
    mostrar({ Alumnos: { pagina: { n: 40, busqueda: '' }, filtros: [], seleccion: [] } });
    expect(screen.getByText('Página 6 de 6')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(10);
  });

  it('a selection whose rows left the list counts only the rows still there', () => {
    mostrar({ Alumnos: { pagina: { n: 1, busqueda: '' }, filtros: [], seleccion: [100, 999_999] } });
    expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
  });
});
