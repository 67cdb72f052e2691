// /panel_superadmin/agregar_usuario and /panel_superadmin/editar_usuario/{pk_usuario}: an admin's
// first name, paternal surname (required) and maternal surname (optional), on the kit's form. A new
// admin's login name is derived by the server and its random initial password is shown here once
// (kept out of the store: the mutation's cache entry is dropped at once). With an e-mail (issue 44)
// no password is shown: the new admin gets a single-use link to choose one (24 h), and the card says so.
import { useRef, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PaginaAdmin, Cargar } from '@/shared/admin/PaginaAdmin';
import { FormularioAdmin, useFormulario } from '@/shared/admin/Formulario';
import { Campo } from '@/shared/ui/Campo';
import { Boton } from '@/shared/ui/Boton';
import { rutas } from '@/shared/rutas';
import { MENSAJES_USUARIOS, esquemaAdmin } from '@/shared/api/contrato/usuarios';
import { CampoCorreo, campoCorreo } from '@/shared/admin/CampoCorreo';
import { useEditarAdminMutation, useMostrarUsuariosQuery, useRegistrarAdminMutation } from '../api';
import type { DatosAdmin, RespuestaRegistroAdmin } from '../tipos';
import { PermisosAdmin } from './PermisosAdmin';
import '../admin/alumnos.css';

const LISTA = rutas.superadmin.panel;
const VOLVER = { a: LISTA, texto: 'Usuarios administradores' };

const esquemaNuevo = esquemaAdmin.extend({ correo: campoCorreo({ opcional: true }) });

/** What the card shows: the one-time password, or where the link to choose one went. */
type Creado = { usuario: string; contrasena: string; correo?: undefined } | { usuario: string; correo: string; contrasena?: undefined };

function Credenciales({ usuario, contrasena, correo }: Creado) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [copiada, setCopiada] = useState(false);
  useEffect(() => ref.current?.focus(), []);
  async function copiar() {
    try {
      await navigator.clipboard.writeText(`Usuario: ${usuario}\nContraseña: ${contrasena}`);
      setCopiada(true);
    } catch {
      setCopiada(false);
    }
  }
  return (
    <section className="credenciales" aria-labelledby="credenciales-t">
      <h2 id="credenciales-t" ref={ref} tabIndex={-1}>
        Cuenta creada
      </h2>
      {correo ? (
        <p>
          Le enviamos a <strong>{correo}</strong> un enlace para elegir su contraseña: vale 24 horas y sirve una sola vez. Si no le llega, puede darle
          una contraseña de un solo uso con «Restablecer contraseña» en la lista.
        </p>
      ) : (
        <p>Entregue estos datos al nuevo administrador. La contraseña no se volverá a mostrar; al entrar se le pedirá elegir una nueva.</p>
      )}
      <dl>
        <dt>Usuario</dt>
        <dd data-testid="usuario-nuevo">{usuario}</dd>
        {!correo && (
          <>
            <dt>Contraseña</dt>
            <dd data-testid="contrasena-nueva">{contrasena}</dd>
          </>
        )}
      </dl>
      <div className="formulario__acciones">
        {!correo && (
          <Boton variante="secundario" onClick={copiar}>
            {copiada ? 'Copiado' : 'Copiar datos'}
          </Boton>
        )}
        <Link className="boton boton--primario" to={LISTA}>
          Volver a la lista
        </Link>
      </div>
    </section>
  );
}

function FormUsuario({ inicial, idAdmin }: { inicial: DatosAdmin; idAdmin?: number }) {
  const [registrar] = useRegistrarAdminMutation();
  const [editar] = useEditarAdminMutation();
  const [creado, setCreado] = useState<Creado | null>(null);
  const f = useFormulario({
    inicial,
    esquema: idAdmin ? esquemaAdmin : esquemaNuevo,
    volver: LISTA,
    clave: { entidad: 'usuario', formulario: 'admin', pk: idAdmin ?? null, tipo: 'Usuario' },
    alTerminar: idAdmin
      ? undefined
      : (r) => {
          const { usuario = '', contrasena = '', correo } = r as RespuestaRegistroAdmin;
          setCreado(correo ? { usuario, correo } : { usuario, contrasena });
        },
    enviar: async (d: DatosAdmin) => {
      const limpio = {
        nombres: d.nombres.trim(),
        apellido_p: d.apellido_p.trim(),
        apellido_m: d.apellido_m.trim(),
        secciones: JSON.stringify(d.secciones ?? []),
        puedePublicar: d.puedePublicar === false ? (0 as const) : (1 as const),
      };
      if (idAdmin) return editar({ idAdmin, ...limpio });
      const correo = d.correo?.trim();
      const llamada = registrar({ ...limpio, ...(correo ? { correo } : {}) });
      const r = await llamada;
      llamada.reset();
      return r;
    },
  });
  if (creado) return <Credenciales {...creado} />;
  return (
    <FormularioAdmin f={f} enviar={idAdmin ? 'Guardar cambios' : 'Registrar usuario'}>
      <Campo etiqueta="Nombre(s)" autoComplete="off" maxLength={80} {...f.campo('nombres')} />
      <Campo etiqueta="Apellido paterno" autoComplete="off" maxLength={60} {...f.campo('apellido_p')} />
      <Campo etiqueta="Apellido materno (opcional)" autoComplete="off" maxLength={60} {...f.campo('apellido_m')} />
      <PermisosAdmin
        secciones={f.valores.secciones ?? []}
        puedePublicar={f.valores.puedePublicar !== false}
        disabled={f.enviando}
        alCambiarSecciones={(v) => f.cambiar('secciones', v)}
        alCambiarPublicar={(v) => f.cambiar('puedePublicar', v)}
      />
      {!idAdmin && (
        <CampoCorreo
          etiqueta="Correo electrónico (opcional)"
          autoComplete="off"
          ayuda="Si lo escribe, le enviaremos un enlace para elegir su contraseña (vale 24 horas). Sin correo, verá aquí una contraseña de un solo uso para entregársela en persona."
          {...f.campo('correo')}
        />
      )}
      {!idAdmin && <p className="campo__ayuda">El usuario se forma con el nombre y el apellido paterno.</p>}
    </FormularioAdmin>
  );
}

export default function AgregarUsuario() {
  return (
    <PaginaAdmin titulo="Agregar usuario" volver={VOLVER} angosta>
      <FormUsuario inicial={{ nombres: '', apellido_p: '', apellido_m: '', correo: '', secciones: [], puedePublicar: true }} />
    </PaginaAdmin>
  );
}

export function EditarUsuario() {
  const id = Number(useParams().pk_usuario);
  const q = useMostrarUsuariosQuery();
  const consulta = { ...q, data: q.data && q.data.find((x) => x.pk_usuario === id) };
  return (
    <PaginaAdmin titulo="Editar usuario" volver={VOLVER} angosta>
      <Cargar consulta={consulta} cargando="Cargando usuario…" noExiste={MENSAJES_USUARIOS.usuarioNoExiste}>
        {(u) => (
          <FormUsuario
            idAdmin={id}
            inicial={{
              nombres: u.nombres,
              apellido_p: u.apellido_p,
              apellido_m: u.apellido_m,
              secciones: u.secciones ?? [],
              puedePublicar: u.puedePublicar !== 0,
            }}
          />
        )}
      </Cargar>
    </PaginaAdmin>
  );
}
