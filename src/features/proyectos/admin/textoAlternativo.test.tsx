// The project form's alternative texts (issue 37) in the whole app (admin session) against a scripted
// api.php: an image with neither a text nor "Imagen decorativa" is refused with the contract's
// message beside that image (the field marked, described by it and focused), and nothing is sent.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/pruebas/renderConProveedores';
import { ADMIN as admin, motorFalso, paginasConImagenes } from '@/pruebas/paginasConImagenes';
import type { ServidorPorFuncion } from '@/pruebas/apiPrueba';
import { llenarProyecto } from '@/pruebas/proyectos';

let api: ServidorPorFuncion;
paginasConImagenes(motorFalso(4000, 3000), (s) => (api = s));

describe('project form', () => {
  it('refuses an image with neither a text nor "Imagen decorativa", with the message beside that image, until it is described', async () => {
    renderApp({ route: '/panel_admin/proyectos_estudiantes/registrar_proyecto', preloadedState: admin });
    // name, term, description, two images, only the cover described
    await llenarProyecto();
    await userEvent.type(screen.getByRole('textbox', { name: 'Miembro 1' }), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar proyecto' }));
    const mensaje = 'Describa la imagen para quien no puede verla.';
    expect(screen.getAllByText(mensaje)).toHaveLength(1);
    const segunda = screen.getByRole('textbox', { name: 'Texto alternativo de imagen 2' });
    expect(segunda).toHaveAttribute('aria-invalid', 'true');
    expect(segunda).toHaveAccessibleDescription(mensaje);
    // the form moves the focus on the next frame, once the messages are drawn
    await waitFor(() => expect(segunda).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Texto alternativo de portada' })).not.toHaveAttribute('aria-invalid');
    expect(api.llamadas.filter((l) => l.funcion === 'registrarProyecto')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Imagen decorativa (imagen 2)' }));
    expect(screen.queryByText(mensaje)).not.toBeInTheDocument();
  });
});
