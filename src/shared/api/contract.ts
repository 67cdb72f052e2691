// Wire types of the api.php contract (SPEC.md §7), shared with server/ as types only.
// Each entity declares its calls in contract/<entidad>.ts; Contrato gathers them.
import type { ContratoSesion } from './contract/sesion';
import type { ContratoEnlace } from './contract/enlace';
import type { ContratoForo } from './contract/foro';
import type { ContratoProyectos } from './contract/proyectos';
import type { ContratoEventos } from './contract/eventos';
import type { ContratoUsuarios } from './contract/usuarios';
import type { ContratoEmpresas } from './contract/empresas';
import type { ContratoExperiencias } from './contract/experiencias';
import type { ContratoEgresados } from './contract/egresados';

export type Rol = 'e' | 'a' | 's';

/** The common answer: codigo 1 is success; mensaje is shown to the user. */
export interface RespuestaComun {
  codigo: 0 | 1;
  mensaje: string;
}

/** A form image: a stored relative path or a new data URL (SPEC.md §3). */
export interface ImagenForm {
  key: string;
  imagen: string;
}

// One line per entity (keeps merges of parallel work trivial).
export interface Contrato
  extends ContratoSesion,
    ContratoEnlace,
    ContratoForo,
    ContratoProyectos,
    ContratoEventos,
    ContratoUsuarios,
    ContratoEmpresas,
    ContratoExperiencias,
    ContratoEgresados {}

export type Funcion = keyof Contrato;
export type Pide<F extends Funcion> = Contrato[F]['pide'];
export type Responde<F extends Funcion> = Contrato[F]['responde'];
