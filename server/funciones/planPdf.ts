// /plan_de_estudios.pdf: the curriculum as a document (pdfkit), built from the database's plan with
// DejaVu Sans embedded (Spanish accents, ñ, «», ·), so every reader shows the same text and it can
// be searched and copied. Kept per plan version and date in memory: each download reads only the
// version (one small row), so an edit through any instance is served at once by every instance and
// the PDF is built once per version and instance.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/db';
import { RAIZ } from '../raiz';
import { repoPlan } from '../entidades/plan/repositorio';
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

/** The PDF of one plan (the whole document, in memory: a few dozen kilobytes). */
export function documentoPlan(plan: NivelAcademico[], version: number, actualizado: string, zona: string): Promise<Buffer> {
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

  doc.font('negrita').fontSize(18).fillColor(AZUL).text(NOMBRE_PROGRAMA, { width: ancho });
  doc.moveDown(0.2).font('normal').fontSize(13).fillColor('#111').text('Plan de estudios');
  doc
    .moveDown(0.2)
    .fontSize(9.5)
    .fillColor(GRIS)
    .text(`Versión ${version}, actualizada el ${fechaLarga(actualizado, zona)}.`);
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

const guardados = new WeakMap<Db, { clave: string; pdf: Promise<Buffer> }>();

/** The current plan's PDF and its ETag (the version and date it was built from). */
export async function pdfDelPlan(db: Db, zona: string): Promise<{ etag: string; pdf: Buffer }> {
  const { version, actualizado } = await repoPlan(db).version();
  const clave = `${version}|${actualizado}`;
  const etag = `"plan-${version}-${actualizado.replace(/\D/g, '')}"`;
  let g = guardados.get(db.raiz);
  if (!g || g.clave !== clave) {
    const pdf = repoPlan(db)
      .leer()
      // built from the version read with it: a newer one than `clave` is kept under its own key
      .then((p) => documentoPlan(p.plan, p.version, p.actualizado, zona));
    g = { clave, pdf };
    guardados.set(db.raiz, g);
    pdf.catch(() => guardados.get(db.raiz) === g && guardados.delete(db.raiz));
  }
  return { etag, pdf: await g.pdf };
}
