// /confirmar_correo?token=…: the link of the confirmation e-mail. Public (the person may open it on
// another device, without a session) and rendered in the browser only: it sends the token once
// (confirmarCorreo) and shows the server's answer. The call's state is in the store under a fixed
// key, so an exported state shows the same answer.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCabeza } from '@/shared/ui/useCabeza';
import { Cargando } from '@/shared/ui/SinResultados';
import { mensajeDeError } from '@/shared/api/errores';
import { MENSAJES_AVISOS } from '@/shared/api/contrato/avisos';
import { useAppSelector } from '@/shared/modelo/hooks';
import { PANEL_DE_ROL } from '@/shared/modelo/sesion';
import { useConfirmarCorreoMutation } from '../api';

export default function ConfirmarCorreo() {
  const h1 = useCabeza('Confirmar correo electrónico');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [confirmar, estado] = useConfirmarCorreoMutation({ fixedCacheKey: 'confirmarCorreo' });
  const enviado = useRef(false);
  const rol = useAppSelector((s) => s.session.rol);
  useEffect(() => {
    if (!token || enviado.current || !estado.isUninitialized) return;
    enviado.current = true;
    void confirmar({ token });
  }, [token, confirmar, estado.isUninitialized]);

  let cuerpo;
  if (!token) cuerpo = <p role="alert">{MENSAJES_AVISOS.enlaceNoValido}</p>;
  else if (estado.isSuccess) cuerpo = <p role="status">{estado.data.mensaje}</p>;
  else if (estado.isError) cuerpo = <p role="alert">{mensajeDeError(estado.error, MENSAJES_AVISOS.enlaceNoValido)}</p>;
  else cuerpo = <Cargando texto="Confirmando su correo…" />;
  return (
    <div className="contenedor contenedor--form">
      <h1 ref={h1} tabIndex={-1}>
        Confirmar correo electrónico
      </h1>
      {cuerpo}
      <p>
        <Link to={rol ? PANEL_DE_ROL[rol] : '/'}>{rol ? 'Ir a su panel' : 'Ir al inicio'}</Link>
      </p>
    </div>
  );
}
