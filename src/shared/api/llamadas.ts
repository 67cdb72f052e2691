// A feature's endpoints as a declaration: features/<x>/api.ts passes `endpoints()` below, inside
// `baseApi.injectEndpoints`, an object that says, per endpoint, which call of the contract it makes,
// whether it is a query or a mutation, the cache tags it provides or invalidates and how its argument
// becomes the call's fields; api.ts then exports the hooks by name.
// There tsc checks each endpoint against its own call (`endpoints`' parameter type): a name outside
// the contract, a field of another call or a tag outside TIPOS_TAG does not compile.
import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import type { Funcion, Pide, Responde } from './contrato';
import type { TipoTag } from './etiquetas';
import type { ArgsFuncion, ExtrasLlamada, funcionBaseQuery } from './funcionBaseQuery';

/** The field names of a call (of any member, when its fields are a union). */
type Claves<T> = T extends unknown ? keyof T & string : never;

/**
 * A cache tag: a plain type ('Generacion'), a fixed id ({ type: 'Egresado', id: 'LIST' }) or an id
 * read from a field of the call's fields ({ type: 'Egresado', campo: 'idCasoExito' }).
 */
export type Etiqueta<F extends Funcion = Funcion> = TipoTag | { type: TipoTag; id: string | number } | { type: TipoTag; campo: Claves<Pide<F>> };

interface Opciones<F extends Funcion> {
  /** The call it makes (by default, the endpoint's own name). */
  funcion?: F;
  /** 'query' or 'mutation'; without it, `da` makes a query and `invalida` a mutation. */
  tipo?: 'query' | 'mutation';
  /** The tags a query provides (providesTags). */
  da?: readonly Etiqueta<F>[];
  /** The tags a mutation invalidates (invalidatesTags). */
  invalida?: readonly Etiqueta<F>[];
  /** The argument is a scalar, sent as this one field: `arg: 'idCasoExito'` makes `(7)` send { idCasoExito: 7 }. */
  arg?: Claves<Pide<F>>;
  /** Fields always sent, beside the argument's (the argument is the call's other fields). */
  fijos?: Partial<Pide<F>>;
  /** A mutation that failed invalidates nothing. */
  soloSiExito?: true;
  /** A mutation invalidates only when its fields carry these values (e.g. { confirmar: 1 }). */
  soloSi?: Partial<Pide<F>>;
  /** Seconds an unused query's data stays in the cache (RTK Query's keepUnusedDataFor). */
  keepUnusedDataFor?: number;
  /** The call reaches the server even when the page is left at once (funcionBaseQuery.ts's ExtrasLlamada). */
  sobreviveALaPagina?: true;
}

/** One endpoint; a declaration says its kind: `tipo`, or tags to provide (`da`) or invalidate (`invalida`). */
export type Llamada<F extends Funcion = Funcion> = Opciones<F> &
  ({ tipo: 'query' | 'mutation' } | { da: readonly Etiqueta<F>[] } | { invalida: readonly Etiqueta<F>[] });

/** A feature's endpoints by name (the object its api.ts passes to `endpoints()`). */
export type Llamadas = Record<string, Llamada>;

/** The call an endpoint makes: its `funcion`, or its own name. */
type FuncionDe<K, D> = D extends { funcion: infer F extends Funcion } ? F : K extends Funcion ? K : never;

/** Each endpoint checked against its own call (an unknown name must say which call it makes). */
type Comprobadas<L> = { [K in keyof L]: [FuncionDe<K, L[K]>] extends [never] ? { funcion: Funcion } : Llamada<FuncionDe<K, L[K]>> };

/** A field's type, of whichever member has it. */
type CampoDe<P, C> = P extends unknown ? (C extends keyof P ? P[C] : never) : never;
/** A scalar argument: a text field also takes a number (it travels as its String(), aCampos). */
type Escalar<T> = string extends T ? T | number : T;
type Sin<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The endpoint's argument: the scalar of `arg`, the fields but `fijos`, or the call's fields. */
type Arg<F extends Funcion, D> = D extends { arg: infer C }
  ? Escalar<CampoDe<Pide<F>, C>>
  : D extends { fijos: infer X }
    ? Sin<Extract<Pide<F>, X>, keyof X>
    : // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "takes no field"
      {} extends Pide<F>
      ? Pide<F> | void
      : Pide<F>;

type EsQuery<D> = D extends { tipo: 'query' } ? true : D extends { tipo: 'mutation' } ? false : D extends { da: unknown } ? true : false;

type BaseQuery = typeof funcionBaseQuery;
type Definicion<F, D> = F extends Funcion
  ? EsQuery<D> extends true
    ? QueryDefinition<Arg<F, D>, BaseQuery, TipoTag, Responde<F>, 'api'>
    : MutationDefinition<Arg<F, D>, BaseQuery, TipoTag, Responde<F>, 'api'>
  : never;

/** The endpoint definitions a declaration makes, typed as hand-written ones would be. */
export type Definiciones<L> = { [K in keyof L]: Definicion<FuncionDe<K, L[K]>, L[K]> };

type Campos = Record<string, unknown>;
type Tag = TipoTag | { type: TipoTag; id?: string | number };

/** What RTK Query's build.query / build.mutation receive for one declared endpoint. */
export interface Opcion {
  tipo: 'query' | 'mutation';
  query: (arg: unknown) => ArgsFuncion;
  providesTags?: (r: unknown, e: unknown, arg: unknown) => Tag[];
  invalidatesTags?: (r: unknown, e: unknown, arg: unknown) => Tag[];
  keepUnusedDataFor?: number;
  extraOptions?: ExtrasLlamada;
}

/** One declaration → its kind and the options of build.query / build.mutation. */
export function opcion(nombre: string, d: Llamada): Opcion {
  const funcion = d.funcion ?? nombre;
  const tipo = d.tipo ?? (d.da ? 'query' : 'mutation');
  const campos = (arg: unknown): Campos =>
    d.arg ? { [d.arg]: arg } : d.fijos ? { ...d.fijos, ...(arg as Campos | undefined) } : { ...(arg as Campos | undefined) };
  const etiquetas = (lista: readonly Etiqueta[], c: Campos): Tag[] =>
    lista.map((e) => (typeof e === 'string' ? e : 'campo' in e ? { type: e.type, id: c[e.campo] as string | number } : { type: e.type, id: e.id }));
  const r: Opcion = { tipo, query: (arg) => ({ funcion, ...campos(arg) }) };
  const { da, invalida, soloSi, soloSiExito } = d;
  if (da) r.providesTags = (_r, _e, arg) => etiquetas(da, campos(arg));
  if (invalida)
    r.invalidatesTags = (_r, error, arg) => {
      const c = campos(arg);
      if (soloSiExito && error) return [];
      if (soloSi && Object.entries(soloSi).some(([k, v]) => c[k] !== v)) return [];
      return etiquetas(invalida, c);
    };
  if (d.keepUnusedDataFor !== undefined) r.keepUnusedDataFor = d.keepUnusedDataFor;
  if (d.sobreviveALaPagina) r.extraOptions = { sobreviveALaPagina: true };
  return r;
}

/** A feature's declared endpoints as RTK Query definitions (each feature's api.ts calls it). */
export function endpoints<const L extends Llamadas>(
  build: EndpointBuilder<BaseQuery, TipoTag, 'api'>,
  llamadas: L & Comprobadas<L>,
): Definiciones<L> {
  const r: Record<string, unknown> = {};
  for (const [nombre, d] of Object.entries(llamadas as Llamadas)) {
    const { tipo, ...o } = opcion(nombre, d);
    r[nombre] = tipo === 'query' ? build.query(o as never) : build.mutation(o as never);
  }
  return r as Definiciones<L>;
}
