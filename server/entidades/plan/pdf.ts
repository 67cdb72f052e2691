// /plan_de_estudios.pdf: the curriculum as a document (pdfkit), built from the database's plan with
// DejaVu Sans embedded (Spanish accents, ñ, «», ·), so every reader shows the same text and it can
// be searched and copied. Its head: the programme's logo (drawn as vectors, the site's logo.svg),
// name, the plan version and its date, and the programme's contact (the `contacto` page); each term
// ends with its total hours and credits; every page's footer numbers it. Kept per plan version and
// date and contact edit in memory: each download reads only those (two small rows), so an edit
// through any instance is served at once by every instance and the PDF is built once per version.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Db } from '@server/db/db';
import { RAIZ } from '@server/raiz';
import { repoPlan } from './repositorio';
import { repoPaginas } from '@server/entidades/paginas/repositorio';
import { documentoAparte } from './pdfAparte';
import { NOMBRE_PROGRAMA, cargaDe, nombreCuatrimestre, type NivelAcademico } from '@/shared/api/contrato/plan';

const FUENTES = path.join(RAIZ, 'node_modules', 'dejavu-fonts-ttf', 'ttf');
const AZUL = '#0b3a6e';
const GRIS = '#4a5563';
const MARGEN = 56;

/** "12 de marzo de 2027" of a stored UTC time, in the programme's zone. */
function fechaLarga(utc: string, zona: string): string {
  const d = new Date(`${utc.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? utc : new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: zona }).format(d);
}

/** The programme's contact lines the PDF prints (the `contacto` page's; any may be empty). */
export interface ContactoPdf {
  direccion: string;
  telefono: string;
  correo: string;
}

/** The site's logo (public/img/logo.svg, a 64-unit square) drawn at `lado` points from (x, y). */
function logo(doc: PDFKit.PDFDocument, x: number, y: number, lado: number) {
  doc
    .save()
    .translate(x, y)
    .scale(lado / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill('#f2b134');
  doc.lineWidth(5).lineCap('round').lineJoin('round').strokeColor(AZUL);
  doc.path('M22 22 12 32l10 10M42 22l10 10-10 10').stroke();
  doc.path('M36 16 28 48').stroke();
  doc.restore();
}

const sumar = (valores: (number | undefined)[]) => Math.round(valores.reduce<number>((t, v) => t + (v ?? 0), 0) * 100) / 100;

/** The PDF of one plan (the whole document, in memory: a few dozen kilobytes). */
export function documentoPlan(plan: NivelAcademico[], version: number, actualizado: string, zona: string, contacto?: ContactoPdf): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEN,
    bufferPages: true,
    lang: 'es-MX',
    displayTitle: true,
    info: { Title: `Plan de estudios — ${NOMBRE_PROGRAMA}`, Author: 'Universidad Tecnológica', Subject: 'Plan de estudios' },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });
  doc.registerFont('normal', path.join(FUENTES, 'DejaVuSans.ttf'));
  doc.registerFont('negrita', path.join(FUENTES, 'DejaVuSans-Bold.ttf'));
  const ancho = doc.page.width - 2 * MARGEN;
  /** Starts a new page unless `alto` points fit on this one (a heading stays with what follows it). */
  const espacio = (alto: number) => doc.y + alto > doc.page.height - MARGEN && doc.addPage();

  const LOGO = 48;
  const arriba = doc.y;
  logo(doc, MARGEN, arriba, LOGO);
  const junto = MARGEN + LOGO + 14;
  doc
    .font('negrita')
    .fontSize(18)
    .fillColor(AZUL)
    .text(NOMBRE_PROGRAMA, junto, arriba, { width: ancho - LOGO - 14 });
  doc.moveDown(0.2).font('normal').fontSize(13).fillColor('#111').text('Plan de estudios');
  doc
    .moveDown(0.2)
    .fontSize(9.5)
    .fillColor(GRIS)
    .text(`Versión ${version}, actualizada el ${fechaLarga(actualizado, zona)}.`);
  const lineas = [
    contacto?.direccion.trim(),
    [contacto?.telefono.trim() && `Teléfono: ${contacto.telefono.trim()}`, contacto?.correo.trim() && `Correo: ${contacto.correo.trim()}`]
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);
  if (lineas.length)
    doc
      .moveDown(0.2)
      .fontSize(9)
      .text(`Contacto: ${lineas.join(' · ')}`);
  doc.x = MARGEN;
  doc.y = Math.max(doc.y, arriba + LOGO);
  doc.moveDown(0.6);
  doc
    .moveTo(MARGEN, doc.y)
    .lineTo(MARGEN + ancho, doc.y)
    .lineWidth(1)
    .strokeColor(AZUL)
    .stroke();

  for (const nivel of plan) {
    espacio(90);
    doc.moveDown(1).font('negrita').fontSize(14).fillColor(AZUL).text(nivel.nivel_academico, MARGEN, doc.y, { width: ancho });
    for (const c of nivel.cuatrimestres) {
      espacio(70);
      doc.moveDown(0.6).font('negrita').fontSize(11.5).fillColor('#111').text(nombreCuatrimestre(c.numero), MARGEN, doc.y, { width: ancho });
      for (const m of c.materias) {
        espacio(40);
        const carga = cargaDe(m);
        doc.moveDown(0.35).font('negrita').fontSize(10.5).fillColor('#111');
        doc.text(m.nombre, MARGEN + 10, doc.y, { width: ancho - 10, continued: !!carga });
        if (carga) doc.font('normal').fontSize(9.5).fillColor(GRIS).text(`   ${carga}`);
        if (m.puntos.length)
          doc
            .moveDown(0.15)
            .font('normal')
            .fontSize(9.5)
            .fillColor('#222')
            .list(m.puntos, MARGEN + 22, doc.y, { width: ancho - 22, bulletRadius: 1.6, textIndent: 9 });
      }
      // the term's load, when its subjects give one
      const total = cargaDe({
        horas: c.materias.some((m) => m.horas !== undefined) ? sumar(c.materias.map((m) => m.horas)) : undefined,
        creditos: c.materias.some((m) => m.creditos !== undefined) ? sumar(c.materias.map((m) => m.creditos)) : undefined,
      });
      if (total)
        doc
          .moveDown(0.3)
          .font('normal')
          .fontSize(9.5)
          .fillColor(GRIS)
          .text(`Total del cuatrimestre: ${total}`, MARGEN + 10, doc.y, { width: ancho - 10 });
    }
  }

  // the footer of every page, written inside the bottom margin
  const paginas = doc.bufferedPageRange();
  for (let i = 0; i < paginas.count; i++) {
    doc.switchToPage(paginas.start + i);
    const fondo = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('normal')
      .fontSize(8)
      .fillColor(GRIS)
      .text(`${NOMBRE_PROGRAMA} · Plan de estudios · Página ${i + 1} de ${paginas.count}`, MARGEN, doc.page.height - fondo + 20, {
        width: ancho,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = fondo;
  }
  doc.end();
  return listo;
}

/** The contact lines of the `contacto` page's JSON (nothing when it cannot be read). */
function contactoDe(datos: string | undefined): ContactoPdf | undefined {
  try {
    const d = JSON.parse(datos ?? '') as Partial<ContactoPdf>;
    const t = (v: unknown) => (typeof v === 'string' ? v : '');
    return { direccion: t(d.direccion), telefono: t(d.telefono), correo: t(d.correo) };
  } catch {
    return undefined;
  }
}

const guardados = new WeakMap<Db, { clave: string; pdf: Promise<Buffer> }>();

/** The current plan's PDF and its ETag (the version and date it was built from). */
export async function pdfDelPlan(db: Db, zona: string): Promise<{ etag: string; pdf: Buffer }> {
  const { version, actualizado } = await repoPlan(db).version();
  const fila = await repoPaginas(db).pagina('contacto');
  const clave = `${version}|${actualizado}|${fila?.editado ?? ''}`;
  const etag = `"plan-${version}-${actualizado.replace(/\D/g, '')}-${(fila?.editado ?? '').replace(/\D/g, '')}"`;
  let g = guardados.get(db.raiz);
  if (!g || g.clave !== clave) {
    const pdf = repoPlan(db)
      .leer()
      // built from the version read with it: a newer one than `clave` is kept under its own key
      .then((p) => {
        const args = [p.plan, p.version, p.actualizado, zona, contactoDe(fila?.datos)] as const;
        // on a worker thread (pdfAparte.ts, issue 45): the largest plan no longer holds every request
        return documentoAparte(args, () => documentoPlan(...args));
      });
    g = { clave, pdf };
    guardados.set(db.raiz, g);
    pdf.catch(() => guardados.get(db.raiz) === g && guardados.delete(db.raiz));
  }
  return { etag, pdf: await g.pdf };
}
