// What each write notifies, in its words (Spanish) and with the link to its item: the forum's, the
// experiences' and the accounts' funciones call these inside their transaction. Here, beside the
// funciones, because they know the entities and the SPA's paths; avisos/ below only delivers
// (docs/decisiones/0068-capas-del-servidor.md).
import type { Db } from '@server/db/db';
import type { AppConfig } from '@server/config';
import { rutas } from '@/shared/rutas';
import { repoForo } from '@server/entidades/foro/repositorio';
import { repoAvisos } from '@server/db/repositorios/avisos';
import { avisar, avisarVisitante, cita } from '@server/avisos/avisar';
import type { EnlacesAvisos } from '@server/avisos/periodicos';

interface Donde {
  db: Db;
  config: AppConfig;
}

export { cita };

/** The links the notice service's own jobs carry (the admins' reminder), given to it by the start. */
export const ENLACES_AVISOS: EnlacesAvisos = { pendientes: rutas.admin.moderacion.lista };

const PAGINA_PREGUNTA = (id: number) => `/foro/responder_pregunta/${id}`;
/** Where the admins review students' experiences (the companies' list of the admin panel). */
export const REVISION_EXPERIENCIAS = rutas.admin.empresas.pendientes;

export async function preguntaNueva({ db, config }: Donde, pregunta: string, correo: string | undefined, pk: number) {
  if (correo) await repoAvisos(db).guardarCorreoPregunta(pk, correo);
  await avisar(
    db,
    config,
    { rol: 'a' },
    { tipo: 'preguntaNueva', titulo: 'Una pregunta nueva espera revisión', texto: cita(pregunta), enlace: rutas.admin.moderacion.lista },
  );
}

export async function respuestaNueva({ db, config }: Donde, idPregunta: number, respuesta: string, publicada: boolean) {
  if (publicada) return avisarVisitante(db, config, idPregunta);
  await avisar(
    db,
    config,
    { rol: 'a' },
    {
      tipo: 'respuestaPendiente',
      titulo: 'La respuesta de un estudiante espera revisión',
      texto: cita(respuesta),
      enlace: rutas.admin.moderacion.lista,
    },
  );
}

export async function preguntaModerada({ db, config }: Donde, id: number, validada: boolean) {
  if (!validada) return void (await repoAvisos(db).borrarCorreoPregunta(id));
  const p = await repoForo(db).preguntaValidada(id);
  await avisar(
    db,
    config,
    { rol: 'e' },
    {
      tipo: 'preguntaPorResponder',
      titulo: 'Una pregunta espera respuestas',
      texto: p ? cita(p.pregunta) : 'Una pregunta del foro fue validada.',
      enlace: rutas.alumno.responder(id),
    },
  );
}

export async function respuestaModerada({ db, config }: Donde, id: number, publicada: boolean) {
  const r = await repoForo(db).respuesta(id);
  if (!r) return;
  await avisar(
    db,
    config,
    { pk: r.fk_usuario },
    {
      tipo: 'respuestaRevisada',
      titulo: publicada ? 'Su respuesta fue publicada' : 'Su respuesta fue descartada',
      texto: cita(r.respuesta),
      enlace: publicada ? PAGINA_PREGUNTA(r.fk_pregunta) : rutas.alumno.panel,
    },
  );
  if (publicada) await avisarVisitante(db, config, r.fk_pregunta);
}

export async function experienciaNueva({ db, config }: Donde, nombre: string, empresa: string) {
  await avisar(
    db,
    config,
    { rol: 'a' },
    {
      tipo: 'experienciaPendiente',
      titulo: 'La experiencia de estadía de un estudiante espera revisión',
      texto: `${nombre} compartió su experiencia en ${empresa}.`,
      enlace: REVISION_EXPERIENCIAS,
    },
  );
}

export async function experienciaModerada({ db, config }: Donde, autor: number | null, empresa: string, publicada: boolean) {
  if (autor === null) return;
  await avisar(
    db,
    config,
    { pk: autor },
    {
      tipo: 'experienciaRevisada',
      titulo: publicada ? 'Su experiencia de estadía fue publicada' : 'Su experiencia de estadía fue descartada',
      texto: `Su experiencia en ${empresa}.`,
      enlace: rutas.alumno.panel,
    },
  );
}

export async function cuentaAdmin({ db, config }: Donde, nombre: string, creada: boolean) {
  await avisar(
    db,
    config,
    { rol: 's' },
    {
      tipo: 'cuentaAdmin',
      titulo: creada ? 'Se creó una cuenta de administrador' : 'Se dio de baja una cuenta de administrador',
      texto: `${creada ? 'Cuenta creada' : 'Cuenta dada de baja'}: ${nombre}.`,
      enlace: rutas.superadmin.panel,
    },
  );
}
