// /buscar in the whole app against a scripted api.php: the navbar's box sends the query to the
// URL, results show their kind and marked words as text (never markup), paging keeps the query,
// and a too short query or no result gets its Spanish message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { apiFalsa, type ApiFalsa } from '@/pruebas/apiPrueba';
import type { RespuestaBusqueda } from '@/shared/api/contrato/busqueda';

let api: ApiFalsa;
beforeAll(async () => {
  api = await apiFalsa();
});
afterAll(() => api.cerrar());

const respuesta = (q: string, pagina: number, total: number): RespuestaBusqueda => ({
  q,
  pagina,
  porPagina: 10,
  total,
  resultados: [
    {
      tipo: 'proyecto',
      nombreTipo: 'Proyecto',
      pk: pagina,
      enlace: `/proyectos_estudiantes/${pagina}`,
      titulo: [{ texto: '<b>Monitor</b> de ' }, { texto: 'calidad', marca: true }],
      fragmento: [{ texto: 'Mide la ' }, { texto: 'calidad', marca: true }, { texto: ' del aire.' }],
    },
  ],
});

describe('/buscar', () => {
  it('searches from the navbar: the query goes to the URL, results show kind and marked words as text', async () => {
    api.responder({ buscar: (c) => respuesta(c.q, Number(c.pagina), 1), obtenerTodosEventos: () => [] });
    const { router } = renderApp({ route: '/eventos' });
    const [caja] = await screen.findAllByRole('searchbox', { name: 'Buscar en el sitio' });
    await userEvent.type(caja, 'calidad{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/buscar?q=calidad');
    const enlace = await screen.findByRole('link', { name: '<b>Monitor</b> de calidad' });
    expect(enlace).toHaveAttribute('href', '/proyectos_estudiantes/1');
    expect(enlace.querySelector('b')).toBeNull();
    expect(within(enlace).getByText('calidad').tagName).toBe('MARK');
    expect(screen.getByText('Proyecto')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para «calidad»');
    expect(api.de('buscar').at(-1)).toMatchObject({ q: 'calidad', pagina: '1' });
  });

  it('pages with the query kept', async () => {
    api.responder({ buscar: (c) => respuesta(c.q, Number(c.pagina), 25) });
    const { router } = renderApp({ route: '/buscar?q=aire' });
    await screen.findByText('25 resultados · página 1 de 3');
    await userEvent.click(screen.getByRole('link', { name: 'Siguiente' }));
    await screen.findByText('25 resultados · página 2 de 3');
    expect(router.state.location.search).toBe('?q=aire&pagina=2');
  });

  it('a too short query is not sent; nothing found says so', async () => {
    const antes = api.de('buscar').length;
    renderApp({ route: '/buscar?q=a' });
    expect(await screen.findByText('Escribe al menos 2 letras o números para buscar.')).toBeInTheDocument();
    expect(api.de('buscar')).toHaveLength(antes);
    api.responder({ buscar: (c) => ({ ...respuesta(c.q, 1, 0), resultados: [] }) });
    renderApp({ route: '/buscar?q=zzqq' });
    expect(await screen.findByText('No se encontró nada con esas palabras. Prueba con otras o con menos palabras.')).toBeInTheDocument();
  });

  it('nothing found: "¿Quisiste decir…?" links to each suggestion, the main pages, and "Preguntar en el foro" writes the query in the question', async () => {
    api.responder({
      buscar: (c) => ({ ...respuesta(c.q, 1, 0), resultados: [], ...(c.q === 'turno vespertino' ? { sugerencias: ['turnos', 'torneo'] } : {}) }),
      traerTopico: () => ({ pk_topico_pregunta: 2, nombre_topico: 'Admisión e inscripciones', descripcion: '', frecuentes: 0 }),
      traerPreguntasTopico: () => [],
    });
    const user = userEvent.setup();
    const { router, store } = renderApp({ route: '/buscar?q=turno%20vespertino' });
    const quisiste = (await screen.findByText(/¿Quisiste decir/)).closest('p')!;
    expect(quisiste).toHaveTextContent('¿Quisiste decir turnos o torneo?');
    expect(within(quisiste).getByRole('link', { name: 'turnos' })).toHaveAttribute('href', '/buscar?q=turnos');
    const otras = screen.getByRole('navigation', { name: 'Otras formas de encontrarlo' });
    expect(within(otras).getByRole('link', { name: /^Admisiones/ })).toHaveAttribute('href', '/admisiones');
    expect(within(otras).getByRole('link', { name: /^Plan de estudios/ })).toHaveAttribute('href', '/plan_de_estudios');
    expect(within(otras).getByRole('link', { name: 'Foro de preguntas' })).toHaveAttribute('href', '/foro');
    await user.click(within(otras).getByRole('link', { name: 'Preguntar en el foro' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/foro/2?pregunta=turno+vespertino');
    expect(await screen.findByLabelText('Tu pregunta')).toHaveValue('turno vespertino');
    expect(store.getState().formularios['pregunta:2']?.valores.pregunta).toBe('turno vespertino');
  });
});
