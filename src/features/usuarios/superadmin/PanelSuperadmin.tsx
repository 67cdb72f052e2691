// /panel_superadmin: the admin users, searched by name or login (?q=), with 'Dar de Baja' after
// confirmation (overlay, alert of the server's mensaje, reload), add and edit (the kit's ListaAdmin).
import { ListaAdmin, type DescripcionLista } from '@/shared/admin/ListaAdmin';
import { useAppSelector } from '@/shared/modelo/hooks';
import { confirmarBaja } from '@/shared/admin/confirmaciones';
import { rutas } from '@/shared/rutas';
import { RUTA_MI_CUENTA } from '@/shared/modelo/sesion';
import { useMostrarUsuariosQuery } from '../api';
import type { UsuarioAdmin } from '../tipos';
import { ACCION_RESTABLECER_DOS_PASOS } from './restablecerDosPasos';
import { ACCION_RESTABLECER_CONTRASENA } from './restablecerContrasena';

const LISTA_USUARIOS = { type: 'Usuario', id: 'LIST' } as const;
const R = rutas.superadmin;

export const LISTA_ADMINS: DescripcionLista<UsuarioAdmin> = {
  titulo: 'Usuarios administradores',
  enlaces: [
    { a: R.agregar, texto: 'Agregar usuario' },
    { a: R.bitacora, texto: 'Bitácora' },
    { a: R.dosPasos, texto: 'Verificación en dos pasos' },
    // the super admin's own account: password, its second factor, its open sessions
    { a: RUTA_MI_CUENTA, texto: 'Mi cuenta' },
    { a: R.correoAvisos, texto: 'Correo y avisos' },
    { a: R.salidaCorreo, texto: 'Salida de correo' },
  ],
  nombreLista: 'Usuarios administradores',
  clave: (u) => u.pk_usuario,
  nombre: (u) => u.nombre_persona,
  busqueda: { etiqueta: 'Buscar usuario por nombre', placeholder: 'Buscar por nombre o usuario…', texto: (u) => `${u.nombre_persona} ${u.usuario}` },
  cargando: 'Cargando usuarios…',
  vacia: 'Aún no hay administradores registrados.',
  ninguno: 'Ningún usuario encontrado.',
  detalle: (u) => `Usuario: ${u.usuario}`,
  acciones: [
    { texto: 'Editar', etiqueta: (u) => `Editar a ${u.nombre_persona}`, a: (u) => R.editar(u.pk_usuario) },
    ACCION_RESTABLECER_CONTRASENA,
    ACCION_RESTABLECER_DOS_PASOS,
    {
      texto: 'Dar de Baja',
      etiqueta: (u) => `Dar de Baja a ${u.nombre_persona}`,
      variante: 'peligro',
      pedir: (u) => confirmarBaja('darBaja', { pk: String(u.pk_usuario) }, LISTA_USUARIOS.type, u.pk_usuario, 'reactivarUsuario'),
    },
  ],
  bajas: {
    funcion: 'mostrarUsuariosDeBaja',
    tipo: LISTA_USUARIOS.type,
    reactivar: 'reactivarUsuario',
    vacia: 'No hay administradores dados de baja.',
  },
};

export default function PanelSuperadmin() {
  const nombre = useAppSelector((s) => s.session.nombre_persona);
  return (
    <ListaAdmin
      d={LISTA_ADMINS}
      consulta={useMostrarUsuariosQuery()}
      intro={nombre && <p className="intro">Hola, {nombre}. Aquí registra, edita y da de baja a los administradores del sitio.</p>}
    />
  );
}
