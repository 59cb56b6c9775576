import { formatARSCents, formatClientName, formatDateAR, personasLabel } from '@camping/contracts/format';
import { METODO_PAGO_LABEL, type MetodoPago } from '@camping/contracts/domain';
import { tituloComprobante } from '@camping/contracts/schemas/comprobante';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { montoEnLetras } from './monto-en-letras';
import { encabezado, fila, pdfBuffer, pie, regla } from './pdf-documento';

/** What a receipt says: one payment or refund of a stay (comprobantes.sql.ts). */
export interface DatosComprobante {
  tipo: 'pago' | 'reembolso';
  numero: number;
  fecha: string;
  monto: number;
  metodo_pago: string;
  observaciones: string | null;
  emitido_por: string | null;
  reserva_id: number;
  fecha_entrada: string;
  fecha_salida: string;
  cantidad_personas: number;
  /** Balance after this receipt (never below 0). */
  saldo_despues: number;
  estado: string;
  nombre: string;
  apellido: string;
  documento: string | null;
  telefono: string | null;
  unidad: string;
}

/** A receipt for the guest: a payment received («Recibo») or money given back («Comprobante de reembolso»). */
export function comprobantePdf(datos: DatosComprobante, negocio: Sitio, ahora: string): Promise<Buffer> {
  const titulo = tituloComprobante(datos.tipo, datos.numero);
  return pdfBuffer({ titulo, autor: negocio.nombre ?? '', size: 'A5' }, (doc) => {
    encabezado(doc, negocio, titulo, `Fecha: ${formatDateAR(datos.fecha)}`);
    fila(doc, datos.tipo === 'pago' ? 'Recibimos de' : 'Devolvimos a', formatClientName(datos), { destacado: true });
    if (datos.documento) fila(doc, 'Documento', datos.documento);
    fila(doc, 'Reserva', `N.º ${datos.reserva_id} · ${datos.unidad}`);
    fila(doc, 'Estadía', `${formatDateAR(datos.fecha_entrada)} al ${formatDateAR(datos.fecha_salida)} · ${personasLabel(datos.cantidad_personas)}`);
    doc.moveDown(0.6);
    regla(doc);
    fila(doc, 'Importe', formatARSCents(datos.monto), { destacado: true });
    doc.font('Helvetica-Oblique').fontSize(9.5).fillColor('#000').text(montoEnLetras(datos.monto));
    fila(doc, 'Medio', METODO_PAGO_LABEL[datos.metodo_pago as MetodoPago] ?? datos.metodo_pago);
    if (datos.observaciones) fila(doc, 'Concepto', datos.observaciones);
    fila(doc, 'Saldo de la reserva después de este comprobante', formatARSCents(datos.saldo_despues), { destacado: true });
    if (datos.estado === 'cancelada') fila(doc, 'Estado de la reserva', 'Cancelada');
    pie(doc, `Emitido por ${datos.emitido_por ?? 'el sistema'} · impreso el ${ahora}`);
  });
}
