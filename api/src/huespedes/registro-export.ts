/**
 * The guest register as files (issue 36): CSV with the reports' rules (BOM for Excel, ';', DD/MM/YYYY, a value
 * that starts like a formula neutralised with a quote) and a landscape A4 PDF. Written here rather than adding
 * papaparse to the API for one file: the rules are the four lines below.
 */
import { formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import { TIPO_DOCUMENTO_LABEL, type RegistroFila } from '@camping/contracts/schemas/huesped';
import type { Sitio } from '@camping/contracts/schemas/sitio';
import PDFDocument from 'pdfkit';
import { encabezado } from '../comprobantes/pdf-documento';
import { filaTabla, type Columna } from './pdf-tabla';

export const REGISTRO_COLUMNAS = [
  'Entrada',
  'Salida',
  'Unidad',
  'Titular',
  'Apellido',
  'Nombre',
  'Tipo de documento',
  'Documento',
  'Nacionalidad',
  'Fecha de nacimiento',
  'Ingreso',
  'Hora de llegada',
  'Patente',
] as const;

export function registroValores(f: RegistroFila): string[] {
  return [
    formatDateAR(f.fecha_entrada),
    formatDateAR(f.fecha_salida),
    f.unidad,
    f.titular ? 'Sí' : 'No',
    f.apellido,
    f.nombre,
    f.tipo_documento ? TIPO_DOCUMENTO_LABEL[f.tipo_documento] : '',
    f.documento ?? '',
    f.nacionalidad ?? '',
    f.fecha_nacimiento ? formatDateAR(f.fecha_nacimiento) : '',
    formatDateTimeAR(f.checkin_at),
    f.hora_llegada ?? '',
    f.patente ?? '',
  ];
}

function celdaCsv(valor: string): string {
  const seguro = /^[=+\-@\t\r]/.test(valor) ? `'${valor}` : valor;
  return /[";\r\n]/.test(seguro) ? `"${seguro.replace(/"/g, '""')}"` : seguro;
}

export function registroCsv(filas: readonly RegistroFila[]): string {
  const lineas = [REGISTRO_COLUMNAS, ...filas.map(registroValores)].map((fila) => fila.map(celdaCsv).join(';'));
  return `\uFEFF${lineas.join('\r\n')}\r\n`;
}

const COLUMNAS_PDF: readonly Columna[] = [
  { titulo: 'Entrada', ancho: 56 },
  { titulo: 'Salida', ancho: 56 },
  { titulo: 'Unidad', ancho: 66 },
  { titulo: 'Apellido y nombre', ancho: 150 },
  { titulo: 'Documento', ancho: 110 },
  { titulo: 'Nacionalidad', ancho: 86 },
  { titulo: 'Nacimiento', ancho: 62 },
  { titulo: 'Llegada', ancho: 92 },
  { titulo: 'Patente', ancho: 80 },
];

/** Landscape A4, the complex at the top, the headers again on every page. */
export function registroPdf(filas: readonly RegistroFila[], rango: { desde: string; hasta: string }, negocio: Sitio, ahora: string): Promise<Buffer> {
  const titulo = `${MSG_HUESPEDES.registroTitulo} del ${formatDateAR(rango.desde)} al ${formatDateAR(rango.hasta)}`;
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: titulo, Author: negocio.nombre ?? '' }, lang: 'es-AR' });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    encabezado(doc, negocio, titulo, `${filas.length} ${filas.length === 1 ? 'huésped' : 'huéspedes'} · impreso el ${ahora}`);
    filaTabla(doc, COLUMNAS_PDF, COLUMNAS_PDF.map((c) => c.titulo), { negrita: true });
    if (filas.length === 0) doc.font('Helvetica').fontSize(9).text(MSG_HUESPEDES.registroVacio);
    for (const f of filas) {
      const [entrada, salida, unidad, titular, apellido, nombre, tipo, documento, nacionalidad, nacimiento, ingreso, hora, patente] = registroValores(f);
      const llegada = hora ? `${ingreso.slice(0, 10)} ${hora}` : ingreso;
      const quien = `${apellido}, ${nombre}${titular === 'Sí' ? ' (titular)' : ''}`;
      filaTabla(doc, COLUMNAS_PDF, [entrada, salida, unidad, quien, [tipo, documento].filter(Boolean).join(' '), nacionalidad, nacimiento, llegada, patente]);
    }
    doc.end();
  });
}
