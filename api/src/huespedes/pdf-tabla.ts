import type { Pdf } from '../comprobantes/pdf-documento';

export interface Columna {
  titulo: string;
  ancho: number;
}

/**
 * One row of a table: each value in its column, the next row under the tallest cell. A row that would not fit goes
 * to a new page with the headers again (the register runs to many pages).
 */
export function filaTabla(doc: Pdf, columnas: readonly Columna[], valores: readonly string[], { negrita = false, tamano = 8.5 } = {}): void {
  const x0 = doc.page.margins.left;
  const alto = Math.max(
    ...columnas.map((col, i) => doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(tamano).heightOfString(valores[i] || ' ', { width: col.ancho - 6 })),
  );
  if (!negrita && doc.y + alto > doc.page.height - doc.page.margins.bottom - 20) {
    doc.addPage();
    filaTabla(doc, columnas, columnas.map((c) => c.titulo), { negrita: true, tamano });
  }
  const y = doc.y;
  let x = x0;
  let bottom = y;
  doc.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(tamano).fillColor('#000');
  columnas.forEach((col, i) => {
    doc.text(valores[i] ?? '', x, y, { width: col.ancho - 6 });
    bottom = Math.max(bottom, doc.y);
    x += col.ancho;
  });
  doc.x = x0;
  doc.y = bottom;
  doc.moveDown(0.35);
}
