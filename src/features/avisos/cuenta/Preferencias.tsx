// One select per kind of notice the role receives, with the three frequencies; each change is
// saved at once with a notice (the server's mensaje), or an alert and the stored choice back.
import { CampoSeleccion } from '@/shared/ui/CampoSeleccion';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import type { Rol } from '@/shared/api/contrato';
import { FRECUENCIAS, TIPOS_AVISO, type Frecuencia, type MiCorreo, type TipoAviso } from '@/shared/api/contrato/avisos';
import { useGuardarPreferenciaAvisoMutation } from '../api';

const OPCIONES = Object.entries(FRECUENCIAS).map(([valor, texto]) => ({ valor, texto }));

/** The kinds of notice `rol` receives, in the contract's order. */
export const tiposDeRol = (rol: Rol) =>
  (Object.keys(TIPOS_AVISO) as TipoAviso[]).filter((t) => (TIPOS_AVISO[t].roles as readonly Rol[]).includes(rol));

function Preferencia({ tipo, guardada }: { tipo: TipoAviso; guardada: Frecuencia }) {
  const dispatch = useAppDispatch();
  const [guardar, estado] = useGuardarPreferenciaAvisoMutation();
  const valor = estado.isLoading && estado.originalArgs ? estado.originalArgs.frecuencia : guardada;
  const cambiar = async (frecuencia: Frecuencia) => {
    const r = await guardar({ tipo, frecuencia });
    if (r.error) dispatch(alertShown(mensajeDeError(r.error, 'No se pudo guardar la preferencia.')));
    else dispatch(noticeShown(r.data.mensaje));
  };
  return (
    <CampoSeleccion
      etiqueta={TIPOS_AVISO[tipo].texto}
      name={tipo}
      value={valor}
      disabled={estado.isLoading}
      opciones={OPCIONES}
      onChange={(e) => void cambiar(e.target.value as Frecuencia)}
    />
  );
}

export function Preferencias({ rol, preferencias }: { rol: Rol; preferencias: MiCorreo['preferencias'] }) {
  return (
    <section className="tarjeta-cuenta" aria-labelledby="titulo-preferencias">
      <h2 id="titulo-preferencias">Avisos por correo</h2>
      <p className="campo__ayuda">Inmediato: un correo por aviso. Resumen diario: un correo al día con todos. Nunca: solo en la campana.</p>
      {tiposDeRol(rol).map((t) => (
        <Preferencia key={t} tipo={t} guardada={preferencias[t] ?? 'inmediato'} />
      ))}
    </section>
  );
}
