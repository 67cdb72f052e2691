// The projects' "Edición rápida" from the list (issue 43): name, term and schedule. The save reads
// the stored project and sends it whole through editarProyecto with those fields changed, so the
// server checks it as any edit and leaves its audit entry and revision.
import type { EdicionRapida } from '@/shared/admin/ListaAdmin';
import { errorFuncion } from '@/shared/api/errores';
import { paredDe } from '@/shared/admin/Programacion';
import { proyectosApi } from '../api';
import { CUATRIMESTRES, nombreCuatrimestre, type DatosProyecto, type FormProyecto, type Proyecto, type ProyectoResumen } from '../tipos';

const mensajeDe = (error: unknown, otro: string) => errorFuncion(error)?.mensaje ?? otro;

export function edicionRapidaProyecto(
  formDe: (p: Proyecto) => FormProyecto,
  aDatos: (f: FormProyecto) => DatosProyecto,
): EdicionRapida<ProyectoResumen> {
  return {
    campos: [
      { nombre: 'nombre_proyecto', etiqueta: 'Nombre del proyecto' },
      {
        nombre: 'cuatrimestre',
        etiqueta: 'Cuatrimestre',
        tipo: 'select',
        opciones: CUATRIMESTRES.map((c) => ({ valor: String(c), texto: `${c} · ${nombreCuatrimestre(c)}` })),
      },
      { nombre: 'publicarEn', etiqueta: 'Publicar el', tipo: 'datetime-local' },
      { nombre: 'retirarEn', etiqueta: 'Retirar el', tipo: 'datetime-local' },
    ],
    valores: (p) => ({
      nombre_proyecto: p.nombre_proyecto,
      cuatrimestre: String(p.cuatrimestre),
      publicarEn: paredDe(p.publicar_en, p.zona),
      retirarEn: paredDe(p.retirar_en, p.zona),
    }),
    async guardar(p, v, dispatch) {
      const leido = await dispatch(proyectosApi.endpoints.obtenerProyecto.initiate(p.pk_proyecto, { forceRefetch: true, subscribe: false }));
      if (!leido.data) throw new Error(mensajeDe(leido.error, 'No se pudo leer el proyecto. Intente de nuevo.'));
      const f: FormProyecto = { ...formDe(leido.data), ...v };
      const r = await dispatch(proyectosApi.endpoints.editarProyecto.initiate({ ...aDatos(f), pkProyecto: String(p.pk_proyecto) }));
      if ('error' in r && r.error) throw new Error(mensajeDe(r.error, 'No se pudo guardar. Intente de nuevo.'));
      return r.data?.mensaje ?? 'Proyecto actualizado correctamente.';
    },
  };
}
