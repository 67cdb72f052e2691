// An event's history (issue 37): its fields, dates and schedule (as the form sends them, in
// ZONA_HORARIA) and images with their alternative texts, whatever its state, and the editarEvento payload that puts them back.
import { sql } from 'kysely';
import type { RevisionEntidad } from '@server/db/repositorios/entidad';
import { campoImagenes, campoTexto, imagenesForm, imagenesRevision, paredForm, type ImagenGuardada } from '@server/db/repositorios/camposRevision';
import { aPared } from '@/shared/lib/zonaHoraria';

interface Fila {
  nombre_evento: string;
  descripcion_evento: string;
  inicio: string | null;
  fin: string | null;
  todo_el_dia: number;
  lugar: string;
  enlace_en_linea: string;
  cancelado: number;
  publicar_en: string | null;
  retirar_en: string | null;
}

export const revisionEvento: RevisionEntidad = {
  clave: 'evento',
  async leer(db, pk, zona) {
    const e = await db.una<Fila>(
      sql`SELECT nombre_evento, descripcion_evento, inicio, fin, todo_el_dia, lugar, enlace_en_linea, cancelado, publicar_en, retirar_en
            FROM eventos WHERE pk_evento = ${pk}`,
    );
    if (!e) return null;
    const imgs = await db.todas<ImagenGuardada>(
      sql`SELECT img_evento AS ruta, alt, decorativa FROM evento_imagenes WHERE fk_evento = ${pk} ORDER BY orden`,
    );
    const publicarEn = paredForm(e.publicar_en, zona);
    const retirarEn = paredForm(e.retirar_en, zona);
    const pared = (v: string | null) => (v === null ? '' : v.length === 10 ? v : aPared(v, zona));
    const todoElDia = Number(e.todo_el_dia) === 1;
    const cancelado = Number(e.cancelado) === 1;
    return {
      campos: [
        campoTexto('nombre_evento', e.nombre_evento),
        campoTexto('descripcion_evento', e.descripcion_evento),
        campoTexto('inicio', pared(e.inicio)),
        campoTexto('fin', pared(e.fin)),
        campoTexto('todo_el_dia', todoElDia ? 'Sí' : 'No'),
        campoTexto('lugar', e.lugar),
        campoTexto('enlace_en_linea', e.enlace_en_linea),
        campoTexto('cancelado', cancelado ? 'Sí' : 'No'),
        campoImagenes('imgs', imagenesRevision(imgs)),
        campoTexto('publicarEn', publicarEn.replace('T', ' '), 'Publicar el'),
        campoTexto('retirarEn', retirarEn.replace('T', ' '), 'Retirar el'),
      ],
      datos: {
        nombreEvento: e.nombre_evento,
        descripcion: e.descripcion_evento,
        imgs: imagenesForm(imgs),
        inicio: pared(e.inicio),
        fin: pared(e.fin),
        todoElDia: todoElDia ? '1' : '0',
        lugar: e.lugar,
        enlaceEnLinea: e.enlace_en_linea,
        cancelado: cancelado ? '1' : '0',
        publicarEn,
        retirarEn,
      },
    };
  },
  restaurar: (datos, pk) => ({ funcion: 'editarEvento', payload: { ...datos, pkEvento: String(pk) } }),
};
