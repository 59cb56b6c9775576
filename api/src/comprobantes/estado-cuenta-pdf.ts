import { formatARSCents, formatClientName, formatDateAR, personasLabel } from '@camping/contracts/format';
import { ESTADO_LABEL, METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { numeroComprobanteLabel } from '@camping/contracts/schemas/comprobante';
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
  descuento: number;
  total_pagado: number;
  total_reembolsado: number;
  saldo: number;
  estado: string;
  nombre: string;
  apellido: string;
  documento: string | null;
  unidad: string;
  movimientos: MovimientoCuenta[];
}

const COLUMNAS = [
  { titulo: 'Fecha', ancho: 62 },
  { titulo: 'Movimiento', ancho: 150 },
  { titulo: 'Medio', ancho: 85 },
  { titulo: 'Registró', ancho: 95 },
  { titulo: 'Importe', ancho: 90, derecha: true },
] as const;

/** «Estado de cuenta»: the stay, every payment and refund with its receipt number, and what is owed. */
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
    tabla(doc, datos.movimientos);
    doc.moveDown(0.8);
    if (datos.descuento > 0) fila(doc, 'Descuento aplicado', formatARSCents(datos.descuento));
    fila(doc, datos.estado === 'cancelada' ? 'Monto conservado' : 'Monto de la estadía', formatARSCents(datos.monto_total), { destacado: true });
    fila(doc, 'Pagado', formatARSCents(datos.total_pagado + datos.total_reembolsado));
    if (datos.total_reembolsado > 0) fila(doc, 'Reembolsado', formatARSCents(datos.total_reembolsado));
    fila(doc, 'Saldo', formatARSCents(datos.saldo), { destacado: true });
    pie(doc, `Impreso el ${ahora}`);
  });
}

function tabla(doc: Pdf, movimientos: MovimientoCuenta[]): void {
  const x0 = doc.page.margins.left;
  const celdas = (valores: string[], bold: boolean) => {
    const y = doc.y;
    let x = x0;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('#000');
    COLUMNAS.forEach((col, i) => {
      doc.text(valores[i], x, y, { width: col.ancho - 6, align: 'derecha' in col ? 'right' : 'left' });
      x += col.ancho;
    });
    doc.x = x0;
    doc.moveDown(0.3);
  };
  celdas(COLUMNAS.map((c) => c.titulo), true);
  if (movimientos.length === 0) {
    doc.font('Helvetica').fontSize(9).text('Sin pagos registrados', x0);
    return;
  }
  for (const m of movimientos) {
    const signo = m.tipo === 'reembolso' ? '-' : '';
    celdas(
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
