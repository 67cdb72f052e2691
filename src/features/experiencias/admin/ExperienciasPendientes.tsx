// /panel_admin/empresas_estadias/experiencias_pendientes: the students' experiences waiting for
// review, on the kit's moderation queue (the forum's: one confirmed call per action, alone or in
// bulk; the confirm intent, overlay, alert and refresh are the store's). Validating publishes it on
// its company's page; discarding removes it. An admin's own experience never waits here.
import { PaginaAdmin } from '@/shared/admin/PaginaAdmin';
import { Cola, type Accion } from '@/shared/admin/Cola';
import { fechaHoraUtc, isoUtc } from '@/shared/admin/accion';
import type { Intent } from '@/shared/modelo/ui';
import { rutas } from '@/shared/rutas';
import type { ExperienciaPendiente } from '@/shared/api/contrato/experiencias';
import { useTraerExperienciasPendientesQuery } from '../api';
import { NIVELES } from '../tipos';

/** The review queue (api.ts's traerExperienciasPendientes provides it). */
const PENDIENTES = { type: 'Experiencia', id: 'PENDIENTES' } as const;
export const SIN_EXPERIENCIAS_PENDIENTES = 'No hay experiencias de estadía pendientes de revisar.';

/** One experience (`pk`) or several (`ids`) in one call, refreshing the queue and the companies' pages. */
export function intentExperiencias(accion: Accion, pks: number[]): Intent {
  return {
    tipo: 'llamada',
    funcion: accion === 'validar' ? 'validarExperienciaEstadia' : 'descartarExperienciaEstadia',
    campos: pks.length === 1 ? { pk: String(pks[0]) } : { ids: JSON.stringify(pks) },
    invalida: [PENDIENTES, { type: 'Experiencia', id: 'LIST' }],
  };
}

export default function ExperienciasPendientes() {
  const consulta = useTraerExperienciasPendientesQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <PaginaAdmin titulo="Experiencias por revisar" volver={{ a: rutas.admin.empresas.lista, texto: 'Empresas de estadías' }}>
      <p className="intro">
        Las experiencias que registran los alumnos se publican en la página de su empresa solo cuando usted las valida. Marque varias para validarlas
        o descartarlas de una vez.
      </p>
      <Cola<ExperienciaPendiente>
        id="experiencias"
        titulo="Experiencias por validar"
        vacio={SIN_EXPERIENCIAS_PENDIENTES}
        consulta={consulta}
        clave={(e) => e.pk_experiencia_estadia}
        nombre={(e) => `${e.nombre_estudiante} en ${e.nombre_empresa}`}
        contenido={(e) => (
          <>
            <p className="cola__pregunta">
              {e.nombre_estudiante} · {NIVELES[e.nivel_academico] ?? e.nivel_academico} · {e.nombre_empresa}
            </p>
            <p className="cola__texto">{e.experiencia}</p>
            <p className="cola__meta">
              <time dateTime={isoUtc(e.fecha)}>{fechaHoraUtc(e.fecha)}</time>
            </p>
          </>
        )}
        intent={intentExperiencias}
        plural="experiencias"
      />
    </PaginaAdmin>
  );
}
