// The admin list of the kit (react-admin's List + Datagrid): one description per entity (tipos.ts)
// says what rows look like, what the search looks at and the actions; this picks the view, the
// active items or, with ?vista=bajas, the deactivated ones (VistaBajas.tsx).
import { useSearchParams } from 'react-router-dom';
import { ListaActivos, type PropsLista } from './ListaActivos';
import { Pestanas } from './Pestanas';
import { ListaBajas } from './VistaBajas';
import { VISTA, VISTA_BAJAS } from './tipos';

export function ListaAdmin<T>(props: PropsLista<T>) {
  const [params] = useSearchParams();
  const { d } = props;
  if (d.bajas && params.get(VISTA) === VISTA_BAJAS && props.consulta.error === undefined)
    return <ListaBajas d={d} vista={d.bajas} h1={props.h1} enlaces={props.enlaces ?? d.enlaces} intro={props.intro} campos={props.camposBajas} />;
  return <ListaActivos {...props} pestanas={props.pestanas ?? (d.bajas && <Pestanas bajas={false} />)} />;
}
