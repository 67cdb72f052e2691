// /panel_superadmin/verificacion_dos_pasos: "2FA obligatorio" for admins and its grace
// days, on the kit's form (draft in the store, the contract's schema, the server's mensaje in the
// alert on failure, a notice and back to the panel on success). The grace period runs from when the
// obligation was turned on (the server keeps that date when only the days change).
import { useId } from 'react';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { rutas } from '@/shared/rutas';
import { fechaHora } from '@/shared/admin/accion';
import { DIAS_GRACIA_MAX, type AjustesDosPasos as Ajustes } from '@/shared/api/contrato/dosPasos';
import { esquemaAjustesDosPasos } from '@/shared/api/contrato/dosPasos.esquema';
import { useGuardarAjustesDosPasosMutation, useTraerAjustesDosPasosQuery } from '../ajustesDosPasosApi';
import './ajustesDosPasos.css';

const PANEL = rutas.superadmin.panel;
const DIA_MS = 86_400_000;

interface Valores {
  obligatorio_admins: '0' | '1';
  dias_gracia: string;
}

const dias = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

/** What the stored setting means today, in one sentence. */
function Vigente({ a }: { a: Ajustes }) {
  if (!a.obligatorio_admins)
    return (
      <p className="ajustes-2fa__estado">
        Ahora: <strong>opcional</strong>. Cada administrador decide si la activa en su cuenta.
      </p>
    );
  const desde = a.desde ? Date.parse(a.desde) : NaN;
  const plazo = Number.isFinite(desde) ? new Date(desde + a.dias_gracia * DIA_MS).toISOString() : null;
  return (
    <p className="ajustes-2fa__estado">
      Ahora: <strong>obligatoria</strong>
      {a.desde && <> desde el {fechaHora(a.desde)}</>}, con {dias(a.dias_gracia)} de gracia
      {plazo && <> (pueden posponerla hasta el {fechaHora(plazo)})</>}.
    </p>
  );
}

function FormAjustes({ a }: { a: Ajustes }) {
  const [guardar] = useGuardarAjustesDosPasosMutation();
  const ayuda = useId();
  const inicial: Valores = { obligatorio_admins: a.obligatorio_admins ? '1' : '0', dias_gracia: String(a.dias_gracia) };
  const f = useFormulario({
    inicial,
    esquema: esquemaAjustesDosPasos,
    volver: PANEL,
    clave: { entidad: 'ajustes', formulario: 'dosPasos', pk: null },
    enviar: (v) => guardar({ obligatorio_admins: v.obligatorio_admins, dias_gracia: v.dias_gracia.trim() }),
  });
  const obligatorio = f.valores.obligatorio_admins === '1';
  return (
    <FormularioAdmin f={f} enviar="Guardar ajustes">
      <Vigente a={a} />
      <label className="ajustes-2fa__interruptor">
        <input
          type="checkbox"
          name="obligatorio_admins"
          checked={obligatorio}
          disabled={f.enviando}
          aria-describedby={ayuda}
          onChange={(e) => f.cambiar('obligatorio_admins', e.target.checked ? '1' : '0')}
        />
        <span>2FA obligatorio para administradores</span>
      </label>
      <p id={ayuda} className="campo__ayuda ajustes-2fa__explica">
        {obligatorio
          ? 'Los administradores sin verificación deberán activarla al iniciar sesión; durante el plazo de gracia, contado desde que se vuelve obligatoria, podrán posponerla.'
          : 'Si la vuelve obligatoria, los administradores sin verificación deberán activarla al iniciar sesión; durante el plazo de gracia podrán posponerla.'}
      </p>
      <Campo
        etiqueta="Días de gracia"
        type="number"
        inputMode="numeric"
        min={0}
        max={DIAS_GRACIA_MAX}
        step={1}
        ayuda={`De 0 a ${DIAS_GRACIA_MAX}. Con 0, deberán activarla en su siguiente inicio de sesión. Cambiar los días no reinicia el plazo.`}
        {...f.campo('dias_gracia')}
      />
      <p className="campo__ayuda">
        El super administrador siempre la usa. Si un administrador pierde su teléfono, restablezca su verificación desde la lista de usuarios.
      </p>
    </FormularioAdmin>
  );
}

export default function AjustesDosPasos() {
  const consulta = useTraerAjustesDosPasosQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Verificación en dos pasos" volver={{ a: PANEL, texto: 'Usuarios administradores' }} angosta>
      <Cargar consulta={consulta} cargando="Cargando ajustes…" noExiste="No se encontraron los ajustes.">
        {(a) => <FormAjustes a={a} />}
      </Cargar>
    </PaginaAdmin>
  );
}
