/**
 * What an external front end of the spec sends (spec section 7, and issue 13's calls): every request as that client
 * makes it (method, the `.php` path, JSON Accept and Content-Type headers on every call, `_t` cache busters, the
 * body), with the status and the answer shape it needs. Run in order against the real server by
 * `spec-client.e2e-spec.ts`: earlier answers fill the context later requests use (a created client's id...).
 */
import { z } from 'zod';
import { clienteCreateResponseSchema, clienteListSchema, clienteUpdateResponseSchema } from '@camping/contracts/schemas/cliente';
import { errorResponseSchema, successMessageSchema } from '@camping/contracts/schemas/common';
import {
  cantidadesResponseSchema,
  disponibilidadUnidadResponseSchema,
  disponiblesResponseSchema,
  hospedajePorIdResponseSchema,
  hospedajesResponseSchema,
  precioResponseSchema,
  preciosCampingResponseSchema,
  precioUpdateResponseSchema,
  tiposResponseSchema,
  todosPreciosResponseSchema,
} from '@camping/contracts/schemas/hospedaje';
import { reporteErrorSchema, reporteResponseSchema } from '@camping/contracts/schemas/reporte';
import { reservaCreateResponseSchema, reservaListSchema, reservaPorIdResponseSchema, reservaUpdateResponseSchema, type Reserva } from '@camping/contracts/schemas/reserva';
import { fechasOcupadasSchema } from '@camping/contracts/schemas/fechas-ocupadas';

/** What the requests refer to: reference data found at start, then ids the answers give. */
export interface SpecClientContext {
  /** Dates of the stay the requests book (in the future, 3 nights). */
  entrada: string;
  salida: string;
  /** Cabins by number, dormis by number (ids of the seeded units). */
  cabanas: Map<number, number>;
  dormis: Map<number, number>;
  /** A price row of the seeded table and its price: the PUT sends it back unchanged, since other suites share the
   * database and expect the reference prices. */
  precioId: number;
  precio: number;
  clienteId?: number;
  reservaId?: number;
  otraReservaId?: number;
  /** The reservation as the last answer gave it: the client edits it and sends it whole. */
  reserva?: Reserva;
}

export interface SpecClientRequest {
  /** What the client is doing, as the test names it. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ctx: SpecClientContext) => string;
  headers: Record<string, string>;
  body?: (ctx: SpecClientContext) => unknown;
  status: number;
  /** The shape the client reads (extra fields are fine). */
  answer: z.ZodType;
  /** Keeps what later requests need. */
  save?: (answer: unknown, ctx: SpecClientContext) => void;
}

/** A refusal as the spec's client reads it: `message`, or `error` as the original back end sent it (issue 13). */
const failureAnswer = errorResponseSchema.required({ error: true });

/** Every call of the spec's client carries these (spec section 7: 'JSON Accept and Content-Type headers'). */
export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json' };

const BASE = '/api/endpoints';
const t = () => `_t=${Date.now()}`;
const id = (value: number | undefined): number => {
  if (value === undefined) throw new Error('Falta un id que una solicitud anterior debía dar');
  return value;
};

export const SPEC_CLIENT_REQUESTS: SpecClientRequest[] = [
  // --- Accommodations and prices (section 7, "Accommodations and prices") ---
  { name: 'GET hospedajes: types and units', method: 'GET', path: () => `${BASE}/hospedajes.php`, headers: JSON_HEADERS, status: 200, answer: hospedajesResponseSchema },
  { name: 'GET hospedajes?tipos', method: 'GET', path: () => `${BASE}/hospedajes.php?tipos`, headers: JSON_HEADERS, status: 200, answer: tiposResponseSchema },
  {
    name: 'GET hospedajes?id: a unit and its type (issue 13)',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?id=${c.cabanas.get(8)}&${t()}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: hospedajePorIdResponseSchema.extend({ hospedaje: hospedajePorIdResponseSchema.shape.hospedaje.extend({ numero: z.literal(8), tipo_hospedaje_id: z.literal(1) }) }),
  },
  {
    name: 'GET hospedajes?tipo_hospedaje_id&fecha_entrada&fecha_salida: free units',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${c.entrada}&fecha_salida=${c.salida}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: disponiblesResponseSchema,
  },
  {
    name: 'GET hospedajes?disponibilidad=1&tipo_hospedaje_id&fecha_entrada&fecha_salida',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?disponibilidad=1&tipo_hospedaje_id=2&fecha_entrada=${c.entrada}&fecha_salida=${c.salida}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: disponiblesResponseSchema,
  },
  {
    name: 'GET hospedajes?disponibilidad&hospedaje_id&fecha_entrada&fecha_salida: one unit',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?disponibilidad&hospedaje_id=${c.cabanas.get(7)}&fecha_entrada=${c.entrada}&fecha_salida=${c.salida}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: disponibilidadUnidadResponseSchema.extend({ success: z.literal(true), disponible: z.literal(true) }),
  },
  {
    name: 'GET hospedajes?precio&tipo_hospedaje_id&cantidad_personas&metodo_pago',
    method: 'GET',
    path: () => `${BASE}/hospedajes.php?precio&tipo_hospedaje_id=1&cantidad_personas=4&metodo_pago=efectivo`,
    headers: JSON_HEADERS,
    status: 200,
    answer: precioResponseSchema,
  },
  {
    name: 'GET hospedajes?precios_camping&metodo_pago',
    method: 'GET',
    path: () => `${BASE}/hospedajes.php?precios_camping&metodo_pago=transferencia`,
    headers: JSON_HEADERS,
    status: 200,
    answer: preciosCampingResponseSchema,
  },
  {
    name: 'GET hospedajes?cantidades_personas&tipo_hospedaje_id',
    method: 'GET',
    path: () => `${BASE}/hospedajes.php?cantidades_personas&tipo_hospedaje_id=2`,
    headers: JSON_HEADERS,
    status: 200,
    answer: cantidadesResponseSchema,
  },
  { name: 'GET hospedajes?todos_precios', method: 'GET', path: () => `${BASE}/hospedajes.php?todos_precios`, headers: JSON_HEADERS, status: 200, answer: todosPreciosResponseSchema },
  {
    name: 'PUT hospedajes {id, precio}',
    method: 'PUT',
    path: () => `${BASE}/hospedajes.php`,
    headers: JSON_HEADERS,
    body: (c) => ({ id: c.precioId, precio: c.precio }),
    status: 200,
    answer: precioUpdateResponseSchema,
  },

  // --- Clients (section 7, "Clients") ---
  {
    name: 'POST clientes',
    method: 'POST',
    path: () => `${BASE}/clientes.php`,
    headers: JSON_HEADERS,
    body: () => ({ nombre: 'Lucía', apellido: 'Contrato', documento: '27.555.111', telefono: '2664 55-1111', modelo_vehiculo: '', patente: '' }),
    status: 201,
    answer: clienteCreateResponseSchema,
    save: (a, c) => {
      c.clienteId = (a as z.infer<typeof clienteCreateResponseSchema>).cliente.id;
    },
  },
  { name: 'GET clientes?_t', method: 'GET', path: () => `${BASE}/clientes.php?${t()}`, headers: JSON_HEADERS, status: 200, answer: clienteListSchema.min(1) },
  { name: 'GET clientes?search', method: 'GET', path: () => `${BASE}/clientes.php?search=contrato`, headers: JSON_HEADERS, status: 200, answer: clienteListSchema.length(1) },
  {
    name: 'PUT clientes?id',
    method: 'PUT',
    path: (c) => `${BASE}/clientes.php?id=${id(c.clienteId)}`,
    headers: JSON_HEADERS,
    body: () => ({ nombre: 'Lucía', apellido: 'Contrato', documento: '27.555.111', telefono: '2664551111', modelo_vehiculo: 'Gol', patente: 'AB123CD' }),
    status: 200,
    answer: clienteUpdateResponseSchema,
  },

  // --- Reservations (section 7, "Reservations") ---
  {
    name: 'POST reservas: a cabin stay',
    method: 'POST',
    path: () => `${BASE}/reservas.php`,
    headers: JSON_HEADERS,
    body: (c) => ({
      cliente_id: String(id(c.clienteId)),
      hospedaje_id: c.cabanas.get(7),
      fecha_entrada: c.entrada,
      fecha_salida: c.salida,
      cantidad_personas: 4,
      monto_total: 210000,
      estado: 'activa',
      observaciones: '',
      metodo_pago: 'efectivo',
      descuento: 0,
    }),
    status: 201,
    answer: reservaCreateResponseSchema,
    save: (a, c) => {
      c.reservaId = (a as { id: number }).id;
    },
  },
  {
    name: 'POST reservas: a group (hospedaje_id null, the group suffix)',
    method: 'POST',
    path: () => `${BASE}/reservas.php`,
    headers: JSON_HEADERS,
    body: (c) => ({
      cliente_id: id(c.clienteId),
      hospedaje_id: null,
      fecha_entrada: c.entrada,
      fecha_salida: c.salida,
      cantidad_personas: 20,
      monto_total: 300000,
      estado: 'activa',
      observaciones: 'Escuela - RESERVA ESPECIAL PARA GRUPO',
      metodo_pago: 'transferencia',
      descuento: 0,
    }),
    status: 201,
    answer: reservaCreateResponseSchema,
    save: (a, c) => {
      c.otraReservaId = (a as { id: number }).id;
    },
  },
  {
    name: 'POST reservas onto a taken unit: 409 with the message the client shows',
    method: 'POST',
    path: () => `${BASE}/reservas.php`,
    headers: JSON_HEADERS,
    body: (c) => ({ cliente_id: id(c.clienteId), hospedaje_id: c.cabanas.get(7), fecha_entrada: c.entrada, fecha_salida: c.salida, cantidad_personas: 2, monto_total: 1, metodo_pago: 'efectivo', descuento: 0 }),
    status: 409,
    answer: failureAnswer,
  },
  { name: 'GET reservas?_t', method: 'GET', path: () => `${BASE}/reservas.php?${t()}`, headers: JSON_HEADERS, status: 200, answer: reservaListSchema.min(2) },
  {
    name: 'GET reservas?id: one reservation with the joined fields (issue 13)',
    method: 'GET',
    path: (c) => `${BASE}/reservas.php?id=${id(c.reservaId)}&${t()}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: reservaPorIdResponseSchema,
  },
  {
    name: 'GET reservas?cliente_id',
    method: 'GET',
    path: (c) => `${BASE}/reservas.php?cliente_id=${id(c.clienteId)}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: reservaListSchema.length(2),
  },
  { name: 'GET reservas?search', method: 'GET', path: () => `${BASE}/reservas.php?search=contrato`, headers: JSON_HEADERS, status: 200, answer: reservaListSchema.length(2) },
  {
    name: 'GET reservas?fecha_entrada&fecha_salida: occupied dates',
    method: 'GET',
    path: (c) => `${BASE}/reservas.php?fecha_entrada=${c.entrada}&fecha_salida=${c.salida}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: fechasOcupadasSchema.min(2),
  },
  {
    name: 'GET reservas?fecha_entrada&fecha_salida&excluir_reserva_id: occupied dates without the stay edited (issue 13)',
    method: 'GET',
    path: (c) => `${BASE}/reservas.php?fecha_entrada=${c.entrada}&fecha_salida=${c.salida}&hospedaje_id=${c.cabanas.get(7)}&excluir_reserva_id=${id(c.reservaId)}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: fechasOcupadasSchema.length(0),
  },
  {
    name: 'GET hospedajes?tipo_hospedaje_id&…&excluir_reserva_id: the stay edited keeps its own unit on offer (issue 13)',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?tipo_hospedaje_id=1&fecha_entrada=${c.entrada}&fecha_salida=${c.salida}&excluir_reserva_id=${id(c.reservaId)}&${t()}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: disponiblesResponseSchema.refine((a) => a.hospedajes.some((h) => h.numero === 7), 'la cabaña 7 propia no se ofrece'),
  },
  {
    name: 'GET hospedajes?disponibilidad&hospedaje_id&…&excluir_reserva_id (issue 13)',
    method: 'GET',
    path: (c) => `${BASE}/hospedajes.php?disponibilidad&hospedaje_id=${c.cabanas.get(7)}&fecha_entrada=${c.entrada}&fecha_salida=${c.salida}&excluir_reserva_id=${id(c.reservaId)}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: disponibilidadUnidadResponseSchema.extend({ disponible: z.literal(true) }),
  },
  {
    name: 'PUT reservas: id plus the changed fields',
    method: 'PUT',
    path: () => `${BASE}/reservas.php`,
    headers: JSON_HEADERS,
    body: (c) => ({ id: id(c.reservaId), cantidad_personas: 3, monto_total: 174000, metodo_pago: 'tarjeta', observaciones: 'Llegan tarde' }),
    status: 200,
    answer: reservaUpdateResponseSchema,
    save: (a, c) => {
      c.reserva = (a as z.infer<typeof reservaUpdateResponseSchema>).reserva;
    },
  },
  {
    name: 'PUT reservas: the whole reservation sent back with hospedaje_id 8 moves it (issue 13)',
    method: 'PUT',
    path: () => `${BASE}/reservas.php`,
    headers: JSON_HEADERS,
    body: (c) => ({ ...c.reserva, hospedaje_id: c.cabanas.get(8) }),
    status: 200,
    answer: reservaUpdateResponseSchema.extend({
      reserva: reservaUpdateResponseSchema.shape.reserva.extend({ numero_hospedaje: z.literal(8), monto_total: z.literal(174000) }),
    }),
  },
  {
    name: 'GET reservas?reportes_ingresos&fecha_inicio&fecha_fin&metodo_pago&tipo_hospedaje',
    method: 'GET',
    path: (c) => `${BASE}/reservas.php?reportes_ingresos&fecha_inicio=${c.entrada}&fecha_fin=${c.salida}&metodo_pago=tarjeta&tipo_hospedaje=${encodeURIComponent('cabaña')}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: reporteResponseSchema.refine((a) => a.reportes.length === 1, 'el reporte debe traer la reserva'),
  },
  {
    name: 'GET reservas?reportes_ingresos with a bad date: the error field',
    method: 'GET',
    path: () => `${BASE}/reservas.php?reportes_ingresos&fecha_inicio=2027-02-30`,
    headers: JSON_HEADERS,
    status: 400,
    answer: reporteErrorSchema,
  },

  // --- Deletes: the spec's client sends its JSON Content-Type with no body ---
  {
    name: 'DELETE reservas?id (Content-Type JSON, no body)',
    method: 'DELETE',
    path: (c) => `${BASE}/reservas.php?id=${id(c.otraReservaId)}`,
    headers: JSON_HEADERS,
    status: 200,
    answer: successMessageSchema,
  },
  {
    name: 'DELETE clientes?id (Content-Type JSON, no body)',
    method: 'DELETE',
    path: (c) => `${BASE}/clientes.php?id=${id(c.clienteId)}`,
    headers: JSON_HEADERS,
    status: 409,
    answer: failureAnswer,
  },
];
