// CamposMiembros: placeholder, add (pk 0, random key, focus), edit, remove.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CamposMiembros, type MiembroForm } from './CamposMiembros';

function Contenedor({ inicial, espia }: { inicial: MiembroForm[]; espia: (m: MiembroForm[]) => void }) {
  const [m, setM] = useState(inicial);
  return (
    <CamposMiembros
      miembros={m}
      onChange={(x) => {
        espia(x);
        setM(x);
      }}
    />
  );
}

describe('CamposMiembros', () => {
  it('adds a new member with pk 0 and a five-decimal key, focuses it, and edits names', async () => {
    const espia = jest.fn((_miembros: MiembroForm[]) => undefined);
    render(<Contenedor inicial={[{ key: '1.00000', nombre: 'Ana', pk: 4 }]} espia={espia} />);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar miembro' }));
    const nuevo = screen.getByRole('textbox', { name: 'Miembro 2' });
    expect(nuevo).toHaveFocus();
    expect(nuevo).toHaveAttribute('placeholder', 'Nombre del estudiante: ');
    await userEvent.type(nuevo, 'Luis');
    const ultimo = espia.mock.calls.at(-1)?.[0] ?? [];
    expect(ultimo[0]).toEqual({ key: '1.00000', nombre: 'Ana', pk: 4 });
    expect(ultimo[1]).toEqual({ key: expect.stringMatching(/^\d+\.\d{5}$/), nombre: 'Luis', pk: 0 });
  });

  it('removes a member and moves focus to the next one', async () => {
    const espia = jest.fn((_miembros: MiembroForm[]) => undefined);
    render(
      <Contenedor
        inicial={[
          { key: '1.00000', nombre: 'Ana', pk: 4 },
          { key: '2.00000', nombre: 'Beto', pk: 5 },
        ]}
        espia={espia}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quitar miembro 1 (Ana)' }));
    expect(espia).toHaveBeenLastCalledWith([{ key: '2.00000', nombre: 'Beto', pk: 5 }]);
    expect(screen.getByRole('textbox', { name: 'Miembro 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar miembro 1 (Beto)' }));
    expect(screen.getByRole('button', { name: 'Agregar miembro' })).toHaveFocus();
  });

  it('shows the error and marks empty names invalid', () => {
    render(
      <CamposMiembros
        miembros={[{ key: '1.00000', nombre: '', pk: 0 }]}
        onChange={() => {}}
        error="Hay miembros sin nombre. Por favor, elimínelos."
      />,
    );
    expect(screen.getByRole('group', { name: 'Miembros del equipo' })).toHaveAccessibleDescription('Hay miembros sin nombre. Por favor, elimínelos.');
    expect(screen.getByRole('textbox', { name: 'Miembro 1' })).toHaveAttribute('aria-invalid', 'true');
  });
});
