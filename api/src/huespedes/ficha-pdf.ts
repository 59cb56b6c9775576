import { formatClientName, formatDateAR, formatDateTimeAR, formatPhone, personasLabel } from '@camping/contracts/format';
import { nightsBetween } from '@camping/contracts/dates';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import { TIPO_DOCUMENTO_LABEL, type Huesped } from '@camping/contracts/schemas/huesped';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import { encabezado, fila, pdfBuffer, regla } from '../comprobantes/pdf-documento';
import { filaTabla, type Columna } from './pdf-tabla';

/** What the registration card shows: the stay and its guests. */
export interface DatosFicha {
  reserva_id: number;
  unidad: string;
  fecha_entrada: string;
  fecha_salida: string;
  cantidad_personas: number;
  telefono: string | null;
  checkin_at: string | null;
  checkin_por: string | null;
  hora_llegada: string | null;
  modelo_vehiculo: string | null;
  patente: string | null;
  huespedes: Huesped[];
}

const COLUMNAS: readonly Columna[] = [
  { titulo: '', ancho: 52 },
  { titulo: 'Apellido y nombre', ancho: 150 },
  { titulo: 'Documento', ancho: 112 },
  { titulo: 'Nacionalidad', ancho: 95 },
  { titulo: 'Nacimiento', ancho: 106 },
];

/** «DNI 30.123.456». */
export function documentoTexto(h: Pick<Huesped, 'tipo_documento' | 'documento'>): string {
  if (!h.documento) return '';
  return h.tipo_documento ? `${TIPO_DOCUMENTO_LABEL[h.tipo_documento]} ${h.documento}` : h.documento;
}

/**
 * «Ficha de registro» (issue 36): the complex, the stay, every guest (blank lines up to the stay's people, to fill
 * in by hand), the vehicle and a signature line for the titular. A4, pdfkit like the receipts.
 */
export function fichaPdf(datos: DatosFicha, negocio: Sitio, ahora: string): Promise<Buffer> {
  const titulo = `${MSG_HUESPEDES.fichaTitulo} · Reserva N.º ${datos.reserva_id}`;
  return pdfBuffer({ titulo, autor: negocio.nombre ?? '', size: 'A4' }, (doc) => {
    encabezado(doc, negocio, titulo, `Impresa el ${ahora}`);
    const noches = nightsBetween(datos.fecha_entrada, datos.fecha_salida);
    fila(doc, 'Estadía', `${datos.unidad} · ${formatDateAR(datos.fecha_entrada)} al ${formatDateAR(datos.fecha_salida)} · ${noches} ${noches === 1 ? 'noche' : 'noches'} · ${personasLabel(datos.cantidad_personas)}`, { destacado: true });
    if (datos.checkin_at) {
      const llegada = datos.hora_llegada ? ` · llegada ${datos.hora_llegada}` : '';
      fila(doc, 'Ingreso', `${formatDateTimeAR(datos.checkin_at)}${datos.checkin_por ? ` (${datos.checkin_por})` : ''}${llegada}`);
    }
    if (datos.telefono) fila(doc, 'Teléfono', formatPhone(datos.telefono));
    fila(doc, 'Vehículo', [datos.modelo_vehiculo, datos.patente ? `patente ${datos.patente}` : null].filter(Boolean).join(' · ') || '____________________');
    doc.moveDown(0.6);
    regla(doc);
    doc.font('Helvetica-Bold').fontSize(10.5).text('Huéspedes');
    doc.moveDown(0.3);
    filaTabla(doc, COLUMNAS, COLUMNAS.map((c) => c.titulo), { negrita: true, tamano: 9 });
    datos.huespedes.forEach((h, i) => {
      filaTabla(
        doc,
        COLUMNAS,
        [h.titular ? 'Titular' : `${i + 1}.`, formatClientName(h), documentoTexto(h), h.nacionalidad ?? '', h.fecha_nacimiento ? formatDateAR(h.fecha_nacimiento) : ''],
        { tamano: 9 },
      );
    });
    for (let i = datos.huespedes.length; i < Math.min(datos.cantidad_personas, 12); i += 1) {
      filaTabla(doc, COLUMNAS, [`${i + 1}.`, '______________________', '________________', '______________', '____________'], { tamano: 9 });
    }
    doc.moveDown(1);
    regla(doc);
    doc.font('Helvetica').fontSize(9).fillColor('#333').text('Declaro que los datos consignados son correctos y que conozco el reglamento del complejo.');
    doc.moveDown(3.5);
    const x0 = doc.page.margins.left;
    const y = doc.y;
    doc.moveTo(x0, y).lineTo(x0 + 220, y).strokeColor('#000').lineWidth(0.8).stroke();
    doc.moveTo(x0 + 280, y).lineTo(x0 + 500, y).stroke();
    doc.font('Helvetica').fontSize(9).fillColor('#000').text('Firma del titular', x0, y + 4, { width: 220 });
    doc.text('Aclaración', x0 + 280, y + 4, { width: 220 });
  });
}
