// Project form checks: exact messages, one per field, in Spanish.
import { erroresDe } from '@/shared/api/contrato/campos';
import { formProyecto, MENSAJES_PROYECTO } from '@/shared/api/contrato/proyectos';
import type { FormProyecto } from './tipos';

/** The form's check: useFormulario runs the contract's schema over the form's values. */
const validarProyecto = (f: FormProyecto) => erroresDe(formProyecto, f);

const valido: FormProyecto = {
  nombre_proyecto: 'Agenda',
  cuatrimestre: '3',
  descripcion_proyecto: 'Una agenda.',
  enlace: '',
  imgs: [{ key: '1.00000', imagen: 'uploads/proyectos/aaaaaaaa.png' }],
  miembros: [{ key: '2.00000', nombre: 'Ana', pk: 0 }],
  foto: [],
};

describe('validarProyecto', () => {
  it('accepts a complete project, link and team photo optional', () => {
    expect(validarProyecto(valido)).toEqual({});
    expect(validarProyecto({ ...valido, enlace: 'https://github.com/x' })).toEqual({});
  });

  it('reports every missing field with its exact message', () => {
    expect(
      validarProyecto({ nombre_proyecto: ' ', cuatrimestre: '', descripcion_proyecto: '', enlace: 'ftp://x', imgs: [], miembros: [], foto: [] }),
    ).toEqual({
      nombre_proyecto: 'Se necesita el nombre del proyecto.',
      cuatrimestre: 'Seleccione un cuatrimestre del 1 al 11.',
      descripcion_proyecto: 'Se necesita la descripción del proyecto.',
      enlace: 'El enlace debe ser una dirección web completa (https://…).',
      imgs: 'Se necesita mínimo una imagen del proyecto.',
      miembros: 'Se necesita mínimo un miembro del proyecto.',
    });
  });

  it("uses SPEC.md's message for members without a name", () => {
    const e = validarProyecto({ ...valido, miembros: [...valido.miembros, { key: '3.00000', nombre: '   ', pk: 0 }] });
    expect(e).toEqual({ miembros: 'Hay miembros sin nombre. Por favor, elimínelos.' });
  });

  it.each(['0', '12', '2.5', 'x'])('refuses term %s', (c) => {
    expect(validarProyecto({ ...valido, cuatrimestre: c }).cuatrimestre).toBe(MENSAJES_PROYECTO.cuatrimestre);
  });

  it('refuses 11 images', () => {
    const imgs = Array.from({ length: 11 }, (_, i) => ({ key: `${i}.00000`, imagen: 'data:image/png;base64,AA' }));
    expect(validarProyecto({ ...valido, imgs }).imgs).toBe('Se permiten máximo 10 imágenes por proyecto.');
  });
});
