// The account's e-mail: what is in force (confirmed, waiting for its link, none), the kit's form to
// set it (the server sends the confirmation link) and "Quitar correo".
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Boton } from '@/shared/ui/Boton';
import { useAppDispatch } from '@/shared/modelo/hooks';
import { alertShown, noticeShown } from '@/shared/modelo/ui';
import { mensajeDeError } from '@/shared/api/errores';
import { MENSAJES_AVISOS, type MiCorreo } from '@/shared/api/contrato/avisos';
import { z } from '@/shared/api/contrato/campos';
import { CampoCorreo, campoCorreo } from '@/shared/admin/CampoCorreo';
import { useGuardarMiCorreoMutation } from '../api';

const esquema = z.object({ correo: campoCorreo({ opcional: false }) });

function Estado({ d }: { d: MiCorreo }) {
  if (d.pendiente)
    return (
      <div className="correo__estado correo__estado--espera" role="status">
        <p>
          Esperando confirmación: <strong>{d.pendiente}</strong>. {MENSAJES_AVISOS.correoEnviado}
        </p>
        {d.correo && d.confirmado === 1 && (
          <p>
            Mientras tanto, sus avisos siguen llegando a <strong>{d.correo}</strong>.
          </p>
        )}
      </div>
    );
  if (d.correo && d.confirmado === 1)
    return (
      <p className="correo__estado correo__estado--ok">
        Confirmado: sus avisos llegan a <strong>{d.correo}</strong>.
      </p>
    );
  if (d.correo)
    return (
      <p className="correo__estado correo__estado--espera">
        <strong>{d.correo}</strong> aún no está confirmado: guárdelo de nuevo para recibir otro enlace.
      </p>
    );
  return <p className="correo__estado">Sin correo: sus avisos solo aparecen en la campana de su barra.</p>;
}

export function FormCorreo({ d, volver }: { d: MiCorreo; volver: string }) {
  const dispatch = useAppDispatch();
  const [guardar, guardado] = useGuardarMiCorreoMutation();
  const f = useFormulario({
    inicial: { correo: d.pendiente ?? d.correo ?? '' },
    esquema,
    volver,
    clave: { entidad: 'usuario', formulario: 'miCorreo', pk: null },
    enviar: (v) => guardar({ correo: v.correo.trim() }),
    alTerminar: () => undefined,
  });
  const quitar = async () => {
    const r = await guardar({ correo: '' });
    if (r.error) dispatch(alertShown(mensajeDeError(r.error, 'No se pudo quitar el correo.')));
    else dispatch(noticeShown(r.data.mensaje));
  };
  return (
    <section className="tarjeta-cuenta" aria-labelledby="titulo-correo">
      <h2 id="titulo-correo">Correo electrónico</h2>
      <Estado d={d} />
      <FormularioAdmin
        f={f}
        enviar="Guardar correo"
        incrustado
        acciones={
          (d.correo || d.pendiente) && (
            <Boton variante="peligro" cargando={guardado.isLoading} disabled={f.enviando} onClick={() => void quitar()}>
              Quitar correo
            </Boton>
          )
        }
      >
        <CampoCorreo etiqueta="Correo electrónico" autoComplete="email" ayuda="Le enviaremos un enlace para confirmarlo." {...f.campo('correo')} />
      </FormularioAdmin>
    </section>
  );
}
