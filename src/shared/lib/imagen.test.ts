// prepararImagen with a fake canvas engine (jsdom has none): type and size checks, which files are
// downscaled and to what size, and the size math.
import {
  prepararImagen,
  medidasReducidas,
  mensajesImagen,
  LADO_MAXIMO,
  MAX_BYTES_ARCHIVO,
  MAX_BYTES_SIN_CAMBIOS,
  TIPOS_IMAGEN,
  type MotorImagen,
} from './imagen';

function motorFalso(ancho: number, alto: number, opciones: { falla?: boolean; bytesSalida?: number } = {}) {
  const reducir = jest.fn(async () => new Blob([new Uint8Array(opciones.bytesSalida ?? 100)], { type: 'image/jpeg' }));
  const cerrar = jest.fn();
  const motor: MotorImagen = {
    decodificar: jest.fn(async () => {
      if (opciones.falla) throw new Error('decode');
      return { ancho, alto, fuente: {}, cerrar };
    }),
    reducir,
    leerDataUrl: jest.fn(async (b: Blob) => `data:${b.type};base64,QUJD`),
  };
  return { motor, reducir, cerrar };
}

const archivo = (nombre: string, tipo: string, bytes = 1000) => new File([new Uint8Array(bytes)], nombre, { type: tipo });

describe('medidasReducidas', () => {
  it.each([
    [4000, 3000, 1600, { ancho: 1600, alto: 1200 }],
    [3000, 4000, 1600, { ancho: 1200, alto: 1600 }],
    [1600, 900, 1600, { ancho: 1600, alto: 900 }],
    [800, 600, 1600, { ancho: 800, alto: 600 }],
    [10000, 10, 1600, { ancho: 1600, alto: 2 }],
    [20000, 1, 1600, { ancho: 1600, alto: 1 }],
  ])('%i×%i within %i → %j', (w, h, max, esperado) => {
    expect(medidasReducidas(w, h, max)).toEqual(esperado);
  });

  it('never exceeds the long side and rounds each side to the nearest pixel of the exact scale', () => {
    for (let w = 1; w <= 9000; w += 397) {
      for (let h = 1; h <= 9000; h += 463) {
        const r = medidasReducidas(w, h, LADO_MAXIMO);
        expect(Math.max(r.ancho, r.alto)).toBeLessThanOrEqual(LADO_MAXIMO);
        const f = Math.min(1, LADO_MAXIMO / Math.max(w, h));
        expect(Math.abs(r.ancho - Math.max(1, w * f))).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(Math.abs(r.alto - Math.max(1, h * f))).toBeLessThanOrEqual(0.5 + 1e-9);
      }
    }
  });
});

describe('prepararImagen', () => {
  it('accepts exactly PNG, JPEG, WebP and GIF', () => {
    expect([...TIPOS_IMAGEN]).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
  });

  it.each(['image/svg+xml', 'text/html', 'application/pdf', ''])('refuses %s with a Spanish message and decodes nothing', async (tipo) => {
    const { motor } = motorFalso(10, 10);
    await expect(prepararImagen(archivo('x.jpg', tipo), motor)).rejects.toThrow(mensajesImagen.tipo('x.jpg'));
    expect(motor.decodificar).not.toHaveBeenCalled();
  });

  it('refuses a file over MAX_BYTES_ARCHIVO', async () => {
    const { motor } = motorFalso(10, 10);
    const grande = archivo('enorme.jpg', 'image/jpeg', MAX_BYTES_ARCHIVO + 1);
    await expect(prepararImagen(grande, motor)).rejects.toThrow('«enorme.jpg» pesa más de 20 MB, el máximo permitido.');
    expect(motor.decodificar).not.toHaveBeenCalled();
  });

  it('downscales a 4000×3000 JPEG to 1600×1200 at quality 0.85 and returns a data URL', async () => {
    const { motor, reducir, cerrar } = motorFalso(4000, 3000);
    const url = await prepararImagen(archivo('foto.jpg', 'image/jpeg', 3_000_000), motor);
    expect(reducir).toHaveBeenCalledWith(expect.objectContaining({ ancho: 4000, alto: 3000 }), { ancho: 1600, alto: 1200 }, 'image/jpeg', 0.85);
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect(cerrar).toHaveBeenCalled();
  });

  it('redraws a small JPEG too (drops EXIF data), at its own size', async () => {
    const { motor, reducir } = motorFalso(800, 600);
    await prepararImagen(archivo('chica.jpg', 'image/jpeg'), motor);
    expect(reducir).toHaveBeenCalledWith(expect.anything(), { ancho: 800, alto: 600 }, 'image/jpeg', 0.85);
  });

  it('keeps a small PNG or GIF as it is (transparency, animation)', async () => {
    for (const tipo of ['image/png', 'image/gif']) {
      const { motor, reducir } = motorFalso(400, 300);
      const url = await prepararImagen(archivo('logo', tipo, 5000), motor);
      expect(reducir).not.toHaveBeenCalled();
      expect(url).toBe(`data:${tipo};base64,QUJD`);
    }
  });

  it('downscales a PNG larger than LADO_MAXIMO or heavier than MAX_BYTES_SIN_CAMBIOS', async () => {
    const a = motorFalso(3200, 1000);
    await prepararImagen(archivo('ancha.png', 'image/png', 5000), a.motor);
    expect(a.reducir).toHaveBeenCalledWith(expect.anything(), { ancho: 1600, alto: 500 }, 'image/jpeg', 0.85);
    const b = motorFalso(1000, 1000);
    await prepararImagen(archivo('pesada.png', 'image/png', MAX_BYTES_SIN_CAMBIOS + 1), b.motor);
    expect(b.reducir).toHaveBeenCalled();
  });

  it('reports a file it cannot decode', async () => {
    const { motor } = motorFalso(0, 0, { falla: true });
    await expect(prepararImagen(archivo('rota.png', 'image/png'), motor)).rejects.toThrow(
      'No se pudo leer la imagen «rota.png». Puede estar dañada.',
    );
  });

  it('refuses a result still over the upload limit', async () => {
    const { motor } = motorFalso(1600, 1600, { bytesSalida: 6 * 1024 * 1024 });
    await expect(prepararImagen(archivo('ruido.webp', 'image/webp'), motor)).rejects.toThrow(mensajesImagen.grande('ruido.webp'));
  });
});
