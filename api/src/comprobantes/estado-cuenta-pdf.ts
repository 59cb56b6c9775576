import { formatARSCents, formatClientName, formatDateAR, personasLabel } from '@camping/contracts/format';
import { ESTADO_LABEL, METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { numeroComprobanteLabel } from '@camping/contracts/schemas/comprobante';
import type { LineaCuenta } from '@camping/contracts/schemas/cuenta';
import { detalleLinea, totalesDeLineas } from '@camping/contracts/stay-charges';
import { encabezado, fila, pdfBuffer, pie, regla, type Pdf } from './pdf-documento';

export interface MovimientoCuenta {
  tipo: 'pago' | 'reembolso';
  numero: number;
  fecha: string;
  metodo_pago: string;
  monto: number;
  registrado_por: string | null;
}

export interface DatosEstadoCuenta {
  reserva_id: number;
  fecha_entrada: string;
  fecha_salida: string;
  cantidad_personas: number;
  monto_total: number;
  total_pagado: number;
  total_reembolsado: number;
  saldo: number;
  estado: string;
  nombre: string;
  apellido: string;
  documento: string | null;
  unidad: string;
  /** The account's lines (issue 32, «Charges»): lodging, extras, manual charges, discounts. */
  lineas: LineaCuenta[];
  movimientos: MovimientoCuenta[];
}

/** The lines' table: what was charged or discounted, and its amount. */
const COLUMNAS_LINEAS = [
  { titulo: 'Fecha', ancho: 62 },
  { titulo: 'Cargo o descuento', ancho: 330 },
  { titulo: 'Importe', ancho: 90, derecha: true },
] as const;

const COLUMNAS = [
  { titulo: 'Fecha', ancho: 62 },
  { titulo: 'Movimiento', ancho: 150 },
  { titulo: 'Medio', ancho: 85 },
  { titulo: 'Registró', ancho: 95 },
  { titulo: 'Importe', ancho: 90, derecha: true },
] as const;

/** «Estado de cuenta»: the stay, its charges and discounts, every payment and refund with its receipt number, and what is owed. */
export function estadoCuentaPdf(datos: DatosEstadoCuenta, negocio: Sitio, ahora: string): Promise<Buffer> {
  const titulo = `Estado de cuenta · Reserva N.º ${datos.reserva_id}`;
  return pdfBuffer({ titulo, autor: negocio.nombre ?? '', size: 'A4' }, (doc) => {
    encabezado(doc, negocio, titulo, `Al ${ahora}`);
    fila(doc, 'Huésped', formatClientName(datos), { destacado: true });
    if (datos.documento) fila(doc, 'Documento', datos.documento);
    fila(doc, 'Estadía', `${datos.unidad} · ${formatDateAR(datos.fecha_entrada)} al ${formatDateAR(datos.fecha_salida)} · ${personasLabel(datos.cantidad_personas)}`);
    fila(doc, 'Estado', ESTADO_LABEL[datos.estado] ?? datos.estado);
    doc.moveDown(0.6);
    regla(doc);
    tablaLineas(doc, datos.lineas);
    doc.moveDown(0.8);
    regla(doc);
    tabla(doc, datos.movimientos);
    doc.moveDown(0.8);
    const totales = totalesDeLineas(datos.lineas);
    fila(doc, 'Cargos', formatARSCents(totales.cargos));
    if (totales.descuentos > 0) fila(doc, 'Descuentos', `-${formatARSCents(totales.descuentos)}`);
    fila(doc, datos.estado === 'cancelada' ? 'Monto conservado' : 'Monto de la estadía', formatARSCents(datos.monto_total), { destacado: true });
    fila(doc, 'Pagado', formatARSCents(datos.total_pagado + datos.total_reembolsado));
    if (datos.total_reembolsado > 0) fila(doc, 'Reembolsado', formatARSCents(datos.total_reembolsado));
    fila(doc, 'Saldo', formatARSCents(datos.saldo), { destacado: true });
    pie(doc, `Impreso el ${ahora}`);
  });
}

type Columna = { titulo: string; ancho: number; derecha?: boolean };

/** One row of a table: each value in its column, the next row under the tallest cell. */
function celdas(doc: Pdf, columnas: readonly Columna[], valores: string[], bold: boolean): void {
  const x0 = doc.page.margins.left;
  const y = doc.y;
  let x = x0;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('#000');
  columnas.forEach((col, i) => {
    doc.text(valores[i], x, y, { width: col.ancho - 6, align: col.derecha ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
    x += col.ancho;
  });
  doc.x = x0;
  doc.y = bottom;
  doc.moveDown(0.3);
}

/** «Leña · 2 × $ 8.000», «Descuento · 10 % de los cargos · Cliente frecuente». */
function conceptoDeLinea(l: LineaCuenta): string {
  return [l.concepto, detalleLinea(l), l.tipo === 'descuento' ? l.motivo : null].filter(Boolean).join(' · ');
}

function tablaLineas(doc: Pdf, lineas: LineaCuenta[]): void {
  celdas(doc, COLUMNAS_LINEAS, COLUMNAS_LINEAS.map((c) => c.titulo), true);
  for (const l of lineas) {
    const importe = formatARSCents(l.monto);
    celdas(doc, COLUMNAS_LINEAS, [formatDateAR(l.created_at), conceptoDeLinea(l), l.tipo === 'descuento' ? `-${importe}` : importe], false);
  }
}

function tabla(doc: Pdf, movimientos: MovimientoCuenta[]): void {
  const x0 = doc.page.margins.left;
  celdas(doc, COLUMNAS, COLUMNAS.map((c) => c.titulo), true);
  if (movimientos.length === 0) {
    doc.font('Helvetica').fontSize(9).text('Sin pagos registrados', x0);
    return;
  }
  for (const m of movimientos) {
    const signo = m.tipo === 'reembolso' ? '-' : '';
    celdas(
      doc,
      COLUMNAS,
      [
        formatDateAR(m.fecha),
        `${m.tipo === 'pago' ? 'Pago' : 'Reembolso'} ${numeroComprobanteLabel(m.numero)}`,
        METODO_PAGO_LABEL[m.metodo_pago as MetodoPago] ?? m.metodo_pago,
        m.registrado_por ?? 'sistema',
        `${signo}${formatARSCents(m.monto)}`,
      ],
      false,
    );
  }
}
