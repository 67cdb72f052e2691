// CamposImagen: previews, the count limit, reorder with the cover label, remove, per-file errors,
// and every chosen file going through prepararImagen's downscale (fake canvas engine).
import { useState } from 'react';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CamposImagen } from './CamposImagen';
import { usarMotorImagen, type MotorImagen } from '../lib/imagen';
import type { ImagenForm } from '../api/contrato';

const reducir = jest.fn(async () => new Blob([new Uint8Array(50)], { type: 'image/jpeg' }));
let n = 0;
const motor: MotorImagen = {
  decodificar: async () => ({ ancho: 4000, alto: 3000, fuente: {} }),
  reducir,
  leerDataUrl: async () => `data:image/jpeg;base64,${btoa(`img${++n}`)}`,
};
beforeEach(() => {
  reducir.mockClear();
  usarMotorImagen(motor);
});
afterAll(() => usarMotorImagen(null));

const foto = (nombre: string) => new File([new Uint8Array(200)], nombre, { type: 'image/jpeg' });

function Contenedor({
  inicial = [],
  max = 3,
  portada = true,
  espia,
}: {
  inicial?: ImagenForm[];
  max?: number;
  portada?: boolean;
  espia?: (i: ImagenForm[]) => void;
}) {
  const [imgs, setImgs] = useState<ImagenForm[]>(inicial);
  return (
    <CamposImagen
      etiqueta="Imágenes del proyecto"
      max={max}
      portada={portada}
      imagenes={imgs}
      onChange={(i) => {
        espia?.(i);
        setImgs(i);
      }}
    />
  );
}

const selector = () => screen.getByLabelText(/Agregar imágenes|Elegir imagen|Cambiar imagen/);
const vistas = () => screen.queryAllByRole('img').map((i) => i.getAttribute('src'));

describe('CamposImagen', () => {
  it('shows stored images with the base prefix and marks the first one as the cover', () => {
    render(
      <Contenedor
        inicial={[
          { key: '1.00000', imagen: 'uploads/proyectos/a.png' },
          { key: '2.00000', imagen: 'uploads/proyectos/b.png' },
        ]}
      />,
    );
    expect(vistas()).toEqual(['/uploads/proyectos/a.png', '/uploads/proyectos/b.png']);
    expect(screen.getByRole('img', { name: 'Portada (vista previa)' })).toBeInTheDocument();
    expect(screen.getByText('2 de 3 imágenes. PNG, JPEG, WebP o GIF.')).toBeInTheDocument();
  });

  it('downscales each chosen file and adds it with a five-decimal key', async () => {
    const espia = jest.fn((_imagenes: ImagenForm[]) => undefined);
    render(<Contenedor espia={espia} />);
    await userEvent.upload(selector(), [foto('a.jpg'), foto('b.jpg')]);
    await waitFor(() => expect(vistas()).toHaveLength(2));
    expect(reducir).toHaveBeenCalledTimes(2);
    expect(reducir).toHaveBeenCalledWith(expect.anything(), { ancho: 1600, alto: 1200 }, 'image/jpeg', 0.85);
    const ultimo = espia.mock.calls.at(-1)?.[0] ?? [];
    expect(ultimo.every((i) => /^\d+\.\d{5}$/.test(i.key) && i.imagen.startsWith('data:image/jpeg;base64,'))).toBe(true);
  });

  it('never holds more than max: extra files are dropped with a message and the add control is disabled at the limit', async () => {
    render(<Contenedor max={3} />);
    await userEvent.upload(selector(), [foto('1.jpg'), foto('2.jpg'), foto('3.jpg'), foto('4.jpg')]);
    await waitFor(() => expect(vistas()).toHaveLength(3));
    expect(screen.getByText('Solo se agregaron 3 de 4: el máximo es 3 imágenes.')).toBeInTheDocument();
    expect(selector()).toBeDisabled();
    expect(screen.getByText('Se alcanzó el máximo de 3 imágenes. Quite una para agregar otra.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen 2' }));
    expect(vistas()).toHaveLength(2);
    expect(selector()).toBeEnabled();
  });

  it('reorders with accessible buttons; the new first one becomes the cover and focus follows the image', async () => {
    render(
      <Contenedor
        inicial={[
          { key: '1.00000', imagen: 'uploads/p/a.png' },
          { key: '2.00000', imagen: 'uploads/p/b.png' },
          { key: '3.00000', imagen: 'uploads/p/c.png' },
        ]}
      />,
    );
    const subir = screen.getByRole('button', { name: 'Mover imagen 2 hacia arriba' });
    expect(screen.getByRole('button', { name: 'Mover portada hacia arriba' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover imagen 3 hacia abajo' })).toBeDisabled();
    await userEvent.click(subir);
    expect(vistas()).toEqual(['/uploads/p/b.png', '/uploads/p/a.png', '/uploads/p/c.png']);
    expect(screen.getByRole('img', { name: 'Portada (vista previa)' })).toHaveAttribute('src', '/uploads/p/b.png');
    // the moved image is now first: its "up" is disabled, so focus lands on its "down"
    expect(screen.getByRole('button', { name: 'Mover portada hacia abajo' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Mover portada hacia abajo' }));
    expect(vistas()).toEqual(['/uploads/p/a.png', '/uploads/p/b.png', '/uploads/p/c.png']);
  });

  it('shows a Spanish error per refused file and keeps the valid ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Contenedor />);
    await user.upload(selector(), [new File(['<svg onload=alert(1)>'], 'malo.svg', { type: 'image/svg+xml' }), foto('buena.jpg')]);
    await waitFor(() => expect(vistas()).toHaveLength(1));
    expect(screen.getByText('«malo.svg» no es una imagen admitida. Use PNG, JPEG, WebP o GIF.')).toBeInTheDocument();
  });

  it('works as a single-image picker with max={1}: choosing again replaces the image', async () => {
    const espia = jest.fn((_imagenes: ImagenForm[]) => undefined);
    render(<Contenedor max={1} portada={false} espia={espia} />);
    expect(selector()).not.toHaveAttribute('multiple');
    await userEvent.upload(selector(), foto('a.jpg'));
    await waitFor(() => expect(vistas()).toHaveLength(1));
    const primera = vistas()[0];
    expect(screen.getByLabelText('Cambiar imagen')).toBeEnabled();
    expect(screen.queryByRole('button', { name: /hacia arriba/ })).not.toBeInTheDocument();
    await userEvent.upload(selector(), foto('b.jpg'));
    await waitFor(() => expect(vistas()[0]).not.toBe(primera));
    expect(vistas()).toHaveLength(1);
    expect(espia.mock.calls.at(-1)?.[0]).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imágenes del proyecto' }));
    expect(vistas()).toHaveLength(0);
    expect(screen.getByLabelText('Elegir imagen')).toHaveFocus();
  });

  it('shows the form error tied to the group and disables everything while submitting', () => {
    render(
      <CamposImagen
        etiqueta="Imágenes"
        max={3}
        imagenes={[{ key: '1.00000', imagen: 'uploads/p/a.png' }]}
        onChange={() => {}}
        error="Se necesita mínimo una imagen del evento."
        disabled
      />,
    );
    const grupo = screen.getByRole('group', { name: 'Imágenes' });
    expect(grupo).toHaveAccessibleDescription('Se necesita mínimo una imagen del evento.');
    expect(within(grupo).getByRole('button', { name: 'Quitar imagen 1' })).toBeDisabled();
    expect(screen.getByLabelText('Agregar imágenes')).toBeDisabled();
  });
});
