// What each write notifies, in its words (Spanish) and with the link to its item: the forum's and
// the experiences' funciones call these inside their transaction.
import type { Db } from '../db/db';
import type { AppConfig } from '../config';
import { rutas } from '@/shared/rutas';
import { repoForo } from '../entidades/foro/repositorio';
import { repoAvisos } from '../db/repositorios/avisos';
import { avisar, avisarVisitante } from './avisar';

interface Donde {
  db: Db;
  config: AppConfig;
}

/** A quotation of at most 120 characters. */
export const cita = (s: string) => `«${s.length > 120 ? `${s.slice(0, 119)}…` : s}»`;

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
