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

describe('a list pasted into a member field', () => {
  it('adds one member per line, focuses the last one and says what it did', async () => {
    const espia = jest.fn((_miembros: MiembroForm[]) => undefined);
    const avisar = jest.fn();
    function ConAviso() {
      const [m, setM] = useState<MiembroForm[]>([{ key: '1.00000', nombre: '', pk: 0 }]);
      return (
        <CamposMiembros
          miembros={m}
          avisar={avisar}
          onChange={(x) => {
            espia(x);
            setM(x);
          }}
        />
      );
    }
    render(<ConAviso />);
    const primero = screen.getByRole('textbox', { name: 'Miembro 1' });
    expect(primero).toHaveAccessibleDescription('Puede pegar una lista con un nombre por línea: se agrega un miembro por cada línea.');
    await userEvent.click(primero);
    await userEvent.paste('Ana López\nLuis Pérez\n\nAna López\nSofía Ramos\n');
    expect(screen.getAllByRole('textbox').map((t) => (t as HTMLInputElement).value)).toEqual(['Ana López', 'Luis Pérez', 'Sofía Ramos']);
    expect(screen.getByRole('textbox', { name: 'Miembro 3' })).toHaveFocus();
    expect(avisar).toHaveBeenCalledWith('Se agregaron 3 miembros de la lista pegada. Se omitió 1 nombre repetido.');
    expect(espia.mock.calls.at(-1)?.[0].map((x) => x.pk)).toEqual([0, 0, 0]);
    // a single line pastes as usual
    await userEvent.paste(' Jr.');
    expect(screen.getByRole('textbox', { name: 'Miembro 3' })).toHaveValue('Sofía Ramos Jr.');
    expect(avisar).toHaveBeenCalledTimes(1);
  });
});
