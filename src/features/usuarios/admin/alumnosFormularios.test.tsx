// The admin's student forms against a scripted api.php: agregar_alumno / editar_alumno (validation,
// values kept on a refusal, the optional e-mail), the CSV import preview (BOM, ;, accents, bad rows),
// and the static /regest form for admins only. The session and the fake api.php: src/pruebas/alumnos.ts.
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { admin, servidorDeAlumnos } from '@/pruebas/alumnos';

let responder: (c: Record<string, string>) => unknown;
const llamadas = servidorDeAlumnos((c) => responder(c));
const llamadasA = (f: string) => llamadas.filter((c) => c.funcion === f);

describe('agregar_alumno / editar_alumno', () => {
  it('validates, then keeps every value and re-enables the form when the server refuses', async () => {
    responder = (c) =>
      c.funcion === 'registrarUsuario' ? { codigo: 0, mensaje: 'Ya existe un alumno con la matrícula 20240001.', status: 409 } : [];
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/alumnos/agregar_alumno', preloadedState: admin });
    await user.click(await screen.findByRole('button', { name: 'Registrar alumno' }));
    expect(screen.getByText('Se necesita el nombre del alumno.')).toBeInTheDocument();
    expect(screen.getByText('Se necesita la matrícula del alumno.')).toBeInTheDocument();
    expect(llamadas).toHaveLength(0);
    await user.type(screen.getByLabelText('Nombre completo del alumno'), 'Ana Ruiz');
    await user.type(screen.getByLabelText('Matrícula'), '20240001');
    await user.click(screen.getByRole('button', { name: 'Registrar alumno' }));
    expect(await screen.findByText('Ya existe un alumno con la matrícula 20240001.')).toBeInTheDocument();
    expect(llamadasA('registrarUsuario')).toEqual([{ funcion: 'registrarUsuario', rol: 'e', alumno: 'Ana Ruiz', matricula: '20240001' }]);
    expect(screen.getByLabelText('Nombre completo del alumno')).toHaveValue('Ana Ruiz');
    expect(screen.getByRole('button', { name: 'Registrar alumno' })).toBeEnabled();
  });

  it('loads a student, saves the edit, shows a notice and returns to the list', async () => {
    responder = (c) =>
      c.funcion === 'mostrarAlumnoId'
        ? { pk_usuario: 7, nombre_persona: 'Ana Ruiz', matricula: '20240001' }
        : c.funcion === 'editarUsuario'
          ? { codigo: 1, mensaje: 'Datos del alumno actualizados.' }
          : [];
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_admin/alumnos/editar_alumno/7', preloadedState: admin });
    const nombre = await screen.findByLabelText('Nombre completo del alumno');
    expect(nombre).toHaveValue('Ana Ruiz');
    await user.type(nombre, ' Soto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos del alumno actualizados.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel_admin/alumnos');
    expect(llamadasA('editarUsuario')).toEqual([{ funcion: 'editarUsuario', idAlumno: '7', alumno: 'Ana Ruiz Soto', matricula: '20240001' }]);
  });

  it('takes an optional e-mail: checked when typed, sent when set, sent empty when an existing one is cleared', async () => {
    responder = (c) =>
      c.funcion === 'registrarUsuario'
        ? { codigo: 1, mensaje: 'Alumno registrado.' }
        : c.funcion === 'mostrarAlumnoId'
          ? { pk_usuario: 7, nombre_persona: 'Ana Ruiz', matricula: '20240001', correo: 'ana@alumnos.ejemplo.edu.mx' }
          : c.funcion === 'editarUsuario'
            ? { codigo: 1, mensaje: 'Datos del alumno actualizados.' }
            : [];
    const user = userEvent.setup();
    const { unmount } = renderApp({ route: '/panel_admin/alumnos/agregar_alumno', preloadedState: admin });
    await user.type(await screen.findByLabelText('Nombre completo del alumno'), 'Luis Paz');
    await user.type(screen.getByLabelText('Matrícula'), '20240002');
    const correo = screen.getByRole('textbox', { name: 'Correo electrónico (opcional)' });
    await user.type(correo, 'luis@');
    await user.click(screen.getByRole('button', { name: 'Registrar alumno' }));
    expect(await screen.findByText(MENSAJES_AVISOS.correoNoValido)).toBeInTheDocument();
    expect(llamadasA('registrarUsuario')).toHaveLength(0);
    await user.type(correo, 'alumnos.ejemplo.edu.mx');
    await user.click(screen.getByRole('button', { name: 'Registrar alumno' }));
    expect(await screen.findByText('Alumno registrado.')).toBeInTheDocument();
    expect(llamadasA('registrarUsuario')).toEqual([
      { funcion: 'registrarUsuario', rol: 'e', alumno: 'Luis Paz', matricula: '20240002', correo: 'luis@alumnos.ejemplo.edu.mx' },
    ]);
    unmount();
    renderApp({ route: '/panel_admin/alumnos/editar_alumno/7', preloadedState: admin });
    const guardado = await screen.findByRole('textbox', { name: 'Correo electrónico (opcional)' });
    expect(guardado).toHaveValue('ana@alumnos.ejemplo.edu.mx');
    await user.clear(guardado);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos del alumno actualizados.')).toBeInTheDocument();
    expect(llamadasA('editarUsuario')).toEqual([{ funcion: 'editarUsuario', idAlumno: '7', alumno: 'Ana Ruiz', matricula: '20240001', correo: '' }]);
  });
});

describe('importar_alumnos', () => {
  it('previews a CSV (BOM, ;, accents), marks bad rows and imports only the good ones', async () => {
    responder = (c) => {
      if (c.funcion !== 'importarAlumnos') return [];
      const filas = JSON.parse(c.filas) as { alumno: string; matricula: string; linea: number }[];
      if (c.confirmar === '1')
        return { codigo: 1, mensaje: `Se importaron ${filas.length} alumnos.`, filas: [], validas: filas.length, importadas: filas.length };
      return {
        codigo: 1,
        mensaje: '',
        validas: 2,
        importadas: 0,
        filas: filas.map((f, i) => ({
          fila: f.linea,
          ...f,
          ok: i !== 1,
          ...(i === 1 ? { motivo: 'Matrícula repetida en el archivo (fila 2).' } : {}),
        })),
      };
    };
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/panel_admin/alumnos/importar_alumnos', preloadedState: admin });
    const csv = '\uFEFFnombre;matrícula\r\nJosé Ángel Núñez;20240001\r\nRepetido;20240001\r\n"Peña; María";20240002\r\n';
    await user.upload(await screen.findByLabelText('Archivo CSV de alumnos'), new File([csv], 'alumnos.csv', { type: 'text/csv' }));
    expect(await screen.findByText('✔ 2 filas listas')).toBeInTheDocument();
    expect(screen.getByText('✖ 1 con problemas (no se importarán)')).toBeInTheDocument();
    expect(JSON.parse(llamadasA('importarAlumnos')[0].filas)).toEqual([
      { alumno: 'José Ángel Núñez', matricula: '20240001', linea: 2 },
      { alumno: 'Repetido', matricula: '20240001', linea: 3 },
      { alumno: 'Peña; María', matricula: '20240002', linea: 4 },
    ]);
    const mala = screen.getByText('Matrícula repetida en el archivo (fila 2).').closest('tr')!;
    expect(within(mala).getByText('3')).toBeInTheDocument(); // line 3 of the file (header is line 1)

    await user.click(screen.getByRole('button', { name: 'Importar 2 alumnos' }));
    expect(await screen.findByText('Se importaron 2 alumnos.')).toBeInTheDocument();
    const importacion = llamadasA('importarAlumnos')[1];
    expect(importacion.confirmar).toBe('1');
    expect(JSON.parse(importacion.filas)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/panel_admin/alumnos');
  });

  it('says so when the file has no rows, and sends nothing', async () => {
    responder = () => [];
    const user = userEvent.setup();
    renderApp({ route: '/panel_admin/alumnos/importar_alumnos', preloadedState: admin });
    await user.upload(await screen.findByLabelText('Archivo CSV de alumnos'), new File(['nombre,matricula\n'], 'vacio.csv', { type: 'text/csv' }));
    expect(await screen.findByText('El archivo no tiene filas de alumnos para importar.')).toBeInTheDocument();
    expect(llamadasA('importarAlumnos')).toHaveLength(0);
  });
});

describe('/regest', () => {
  it('is a static form that sends nothing and says so', async () => {
    responder = () => undefined;
    const user = userEvent.setup();
    renderApp({ route: '/regest', preloadedState: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de estudiantes' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('no envía ni guarda ningún dato');
    await user.type(screen.getByLabelText('Nombre(s)'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Registrar (no disponible)' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('no envía ni guarda ningún dato');
    expect(llamadas).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const { router } = renderApp({ route: '/regest' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
