import PDFDocument from 'pdfkit';
import type { Sitio } from '@camping/contracts/schemas/sitio';

/** A PDF page of ours: pdfkit with its standard Helvetica (WinAnsi: every Spanish letter, «», º, ¿¡). */
export type Pdf = InstanceType<typeof PDFDocument>;

/** Draws with `draw` and answers the whole file. */
export function pdfBuffer(
  opciones: { titulo: string; autor: string; size: 'A4' | 'A5' },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: opciones.size, margin: 40, info: { Title: opciones.titulo, Author: opciones.autor }, lang: 'es-AR' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** The complex's name and contact, at the top of every receipt and statement. */
export function encabezado(doc: Pdf, negocio: Sitio, titulo: string, subtitulo: string): void {
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#1b4332').text(negocio.nombre ?? 'Camping y Cabañas');
  doc.font('Helvetica').fontSize(8.5).fillColor('#444').text([negocio.direccion, `Tel. ${negocio.telefono}`, negocio.email].join(' · '));
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12.5).fillColor('#000').text(titulo);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(subtitulo);
  doc.moveDown(0.6);
  regla(doc);
}

/** A label and its value on one line. */
export function fila(doc: Pdf, etiqueta: string, valor: string, { destacado = false } = {}): void {
  doc.font('Helvetica').fontSize(9.5).fillColor('#555').text(`${etiqueta}: `, { continued: true });
  doc.font(destacado ? 'Helvetica-Bold' : 'Helvetica').fillColor('#000').text(valor);
}

export function regla(doc: Pdf): void {
  const y = doc.y + 2;
  doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).strokeColor('#bbb').lineWidth(0.7).stroke();
  doc.moveDown(0.6);
}

/** The legal line every receipt and statement carries: it is not an invoice. */
export function pie(doc: Pdf, emitido: string): void {
  doc.moveDown(1);
  regla(doc);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#000').text('Comprobante no válido como factura', { align: 'center' });
  doc.font('Helvetica').fontSize(7.5).fillColor('#666').text(emitido, { align: 'center' });
}
