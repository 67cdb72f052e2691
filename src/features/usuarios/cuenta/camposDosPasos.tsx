// The pieces the account page's second-factor forms share (DosPasosCuenta.tsx): the code's check
// before any call, its field, the password field, and a form's submit button beside "Cancelar".
import { MENSAJES_DOS_PASOS as M } from '@/shared/api/contrato/dosPasos';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';

/** The 6 digits of a code as typed (spaces allowed), or the message that says what is wrong. */
export function revisarCodigo(codigo: string): { limpio: string; error?: string } {
  const limpio = codigo.replace(/\s+/g, '');
  if (!limpio) return { limpio, error: M.codigo };
  if (!/^\d{6}$/.test(limpio)) return { limpio, error: M.codigoFormato };
  return { limpio };
}

/** The code field of the forms (activating, turning it off). */
export function CampoCodigo({ valor, error, cambiar }: { valor: string; error?: string | null; cambiar: (v: string) => void }) {
  return (
    <Campo
      etiqueta="Código de 6 dígitos de su aplicación de autenticación"
      name="codigo"
      autoComplete="one-time-code"
      inputMode="numeric"
      value={valor}
      error={error}
      onChange={(e) => cambiar(e.target.value)}
    />
  );
}

/** The password field of the forms (starting enrolment, turning it off). */
export function CampoContrasena({ valor, error, cambiar }: { valor: string; error?: string | null; cambiar: (v: string) => void }) {
  return (
    <Campo
      etiqueta="Su contraseña"
      name="contrasena"
      type="password"
      autoComplete="current-password"
      value={valor}
      error={error}
      onChange={(e) => cambiar(e.target.value)}
    />
  );
}

/** A form's submit button (its text while sending) and "Cancelar". */
export function Acciones({
  cargando,
  texto,
  cancelar,
  variante,
}: {
  cargando: boolean;
  texto: [string, string];
  cancelar: () => void;
  variante?: 'peligro';
}) {
  return (
    <div className="dos-pasos-cuenta__acciones">
      <Boton type="submit" variante={variante} cargando={cargando}>
        {cargando ? texto[1] : texto[0]}
      </Boton>
      <Boton type="button" variante="secundario" onClick={cancelar}>
        Cancelar
      </Boton>
    </div>
  );
}
