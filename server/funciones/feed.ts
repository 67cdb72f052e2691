// /feed.xml: an Atom feed (the `feed` package) of the newest projects and events, so a reader app
// can follow the programme. Entries are the 30 most recent by the moment each went public (its
// creation, or its scheduled publicarEn when later); an entry's `updated` is its
// last edit (its creation when never edited), its `published` that moment. The library declares
// every entry's title and summary `type="html"` (in CDATA), so each is handed our plain text as
// HTML that shows that text (escaped): a name with `<b>` shows the tag's letters, not bold, and no
// markup reaches a reader. Characters XML 1.0 does not allow (U+FFFE, U+FFFF, other controls,
// lone surrogates) are removed from every value: one of them made the whole feed unreadable.
import { Feed } from 'feed';
import type { Db } from '../db/db';
import { repoNovedades } from '../db/repositorios/novedades';
import type { AppConfig } from '../config';
import { fechaEnEspanol } from '@/shared/lib/zonaHoraria';
import { SITIO } from '@/shared/config';
import { escapar } from '../avisos/correo';

const MAX_ENTRADAS = 30;
const deTabla = (t: string) => new Date(`${t.replace(' ', 'T')}Z`);

/** Everything outside XML 1.0's `Char` production (tab, line breaks and the rest of Unicode but noncharacters FFFE/FFFF). */
const NO_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
export const paraXml = (s: string): string => s.replace(NO_XML, '');
/** A plain text as the HTML that shows it (for the library's type="html" values). */
const comoHtml = (s: string): string => escapar(paraXml(s));

export async function feedAtom(db: Db, config: AppConfig): Promise<string> {
  const filas = await repoNovedades(db).recientes(MAX_ENTRADAS);
  const url = config.siteUrl;
  const feed = new Feed({
    id: `${url}/`,
    link: `${url}/`,
    title: SITIO.nombre,
    description: 'Proyectos de estudiantes y eventos del programa.',
    language: 'es',
    updated: filas.length ? new Date(Math.max(...filas.map((f) => deTabla(f.editado).getTime()))) : new Date(0),
    feedLinks: { atom: `${url}/feed.xml` },
    copyright: SITIO.nombre,
    author: { name: SITIO.nombre, link: SITIO.universidad },
  });
  for (const f of filas) {
    const evento = f.tipo === 'evento';
    const link = evento ? `${url}/eventos#evento-${f.pk}` : `${url}/proyectos_estudiantes/${f.pk}`;
    const cuando = evento && f.inicio ? `${fechaEnEspanol(f.inicio, config.zonaHoraria)}. ` : '';
    feed.addItem({
      id: `${url}/${f.tipo}/${f.pk}`,
      title: comoHtml(`${evento ? 'Evento' : 'Proyecto'}: ${f.titulo}`),
      link,
      description: comoHtml(`${cuando}${f.texto}`.slice(0, 500)),
      date: deTabla(f.editado),
      published: deTabla(f.creado),
      category: [{ name: evento ? 'Eventos' : 'Proyectos de estudiantes' }],
    });
  }
  return feed.atom1();
}
