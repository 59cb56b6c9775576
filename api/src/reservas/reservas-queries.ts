/** GET reservas (and reservas.php): its variants in the order they are chosen (common/query-variants.ts). */
import type { FastifyReply } from 'fastify';
import { busquedaQuerySchema } from '@camping/contracts/schemas/common';
import { ocupacionQuerySchema } from '@camping/contracts/schemas/ocupacion';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { ingresosMensualesQuerySchema, reporteQuerySchema } from '@camping/contracts/schemas/reporte';
import { reporteTemporadasQuerySchema } from '@camping/contracts/schemas/reporte-temporadas';
import { reservaIdQuerySchema, reservasClienteQuerySchema, reservasRangoQuerySchema } from '@camping/contracts/schemas/reserva';
import { fechasOcupadasQuerySchema } from '@camping/contracts/schemas/fechas-ocupadas';
import { RESERVA_SORT_CAMPOS, reservasPaginaQuerySchema } from '@camping/contracts/schemas/reserva-pagina';
import { assertAdmin } from '../auth/require-admin';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { variant } from '../common/query-variants';
import { jsonAnswer } from '../http/json-text';
import type { ReportesService } from '../reportes/reportes.service';
import type { ReservasLecturasService } from './reservas-lecturas.service';
import type { ReservasService } from './reservas.service';

export interface ReservasQueryContext {
  reservas: ReservasService;
  lecturas: ReservasLecturasService;
  reportes: ReportesService;
  request: AuthenticatedRequest;
  reply: FastifyReply;
}

type Ctx = ReservasQueryContext;

export const RESERVAS_GET_NOTES = [
  'Toda reserva devuelta trae total_pagado, saldo (monto_total - total_pagado) y estado_pago (pendiente, parcial o completo).',
];

export const RESERVAS_GET_VARIANTS = [
  variant({
    when: { anyOf: ['page'] },
    params: ['page', 'page_size', 'sort', 'search', 'tipo_hospedaje_id', 'saldo', 'prereservas', 'llegadas'],
    doc: `?page[&page_size=50][&sort=-fecha_entrada][&search][&tipo_hospedaje_id][&saldo=pendiente|pagada][&prereservas=vigentes|vencen_hoy][&llegadas=proximas]: una página de la lista (page_size hasta ${PAGE_SIZE_MAX}), con total, page y page_size; sort: ${RESERVA_SORT_CAMPOS.join(', ')}, con - delante para orden descendente; prereservas: solo las pre-reservas vigentes, o las que vencen antes de que termine hoy; llegadas=proximas: las que entran de hoy en adelante (sin canceladas ni pre-reservas vencidas).`,
    schema: reservasPaginaQuerySchema,
    handle: async (input, c: Ctx) => jsonAnswer(c.request, c.reply, await c.lecturas.page(input)),
  }),
  variant({
    when: { anyOf: ['reportes_ingresos'] },
    params: ['reportes_ingresos', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje'],
    doc: '?reportes_ingresos[&fecha_inicio][&fecha_fin][&metodo_pago][&tipo_hospedaje] (administradores): filas y estadísticas calculadas en SQL sobre fecha_entrada; las canceladas nunca son ingreso; todos o vacío = sin filtro.',
    before: (c: Ctx) => assertAdmin(c.request.user),
    errorField: true,
    schema: reporteQuerySchema,
    handle: async (filtros, c: Ctx) => ({ success: true, ...(await c.reportes.ingresos(filtros)) }),
  }),
  variant({
    when: { anyOf: ['reportes_temporadas'] },
    params: ['reportes_temporadas', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje'],
    doc: '?reportes_temporadas&fecha_inicio&fecha_fin[&metodo_pago][&tipo_hospedaje] (administradores): por temporada (y «Base», las noches sin temporada) las noches del período, las vendidas, las estadías, los ingresos reservados repartidos noche a noche (el monto_total de cada estadía prorrateado por sus noches; las canceladas nunca, las pre-reservas ocupan pero no son ingreso) y la ocupación; totales del período.',
    before: (c: Ctx) => assertAdmin(c.request.user),
    schema: reporteTemporadasQuerySchema,
    handle: (filtros, c: Ctx) => c.reportes.porTemporada(filtros),
  }),
  variant({
    when: { anyOf: ['ingresos_mensuales'] },
    params: ['ingresos_mensuales', 'meses'],
    doc: '?ingresos_mensuales[&meses=12] (administradores): ingresos de los últimos meses (el actual incluido), del más antiguo al más reciente, con 0 en los meses sin ingresos.',
    before: (c: Ctx) => assertAdmin(c.request.user),
    schema: ingresosMensualesQuerySchema,
    handle: async ({ meses }, c: Ctx) => ({ success: true, meses: await c.reportes.ingresosMensuales(meses) }),
  }),
  variant({
    when: { anyOf: ['ocupacion'] },
    params: ['ocupacion', 'fecha_inicio', 'fecha_fin'],
    doc: '?ocupacion&fecha_inicio&fecha_fin: ocupación por tipo en [fecha_inicio, fecha_fin] (camping: 72 parcelas; grupos: sin capacidad).',
    schema: ocupacionQuerySchema,
    handle: ({ fecha_inicio, fecha_fin }, c: Ctx) => c.reportes.ocupacion(fecha_inicio, fecha_fin),
  }),
  variant({
    when: { anyOf: ['desde', 'hasta'] },
    params: ['desde', 'hasta'],
    doc: '?desde&hasta: las estadías que tocan [desde, hasta] (ambos días incluidos).',
    schema: reservasRangoQuerySchema,
    handle: async ({ desde, hasta }, c: Ctx) => jsonAnswer(c.request, c.reply, await c.lecturas.listRango(desde, hasta)),
  }),
  variant({
    when: { anyOf: ['id'] },
    params: ['id'],
    doc: '?id: una reserva {success, reserva} con los mismos datos que la lista (404 si no existe).',
    schema: reservaIdQuerySchema,
    handle: async ({ id }, c: Ctx) => ({ success: true, reserva: await c.reservas.get(id) }),
  }),
  variant({
    when: { anyOf: ['cliente_id'] },
    params: ['cliente_id'],
    doc: '?cliente_id: las reservas de un cliente (404 si no existe).',
    schema: reservasClienteQuerySchema,
    handle: ({ cliente_id }, c: Ctx) => c.lecturas.listCliente(cliente_id),
  }),
  variant({
    when: { anyOf: ['search'] },
    params: ['search'],
    doc: '?search: cliente (nombre, apellido, documento, teléfono), observaciones, tipo o número de hospedaje.',
    schema: busquedaQuerySchema,
    handle: async ({ search }, c: Ctx) => {
      const found = await c.lecturas.search(search);
      return Array.isArray(found) ? found : jsonAnswer(c.request, c.reply, found);
    },
  }),
  variant({
    when: { anyOf: ['fecha_entrada', 'fecha_salida'] },
    params: ['fecha_entrada', 'fecha_salida', 'hospedaje_id', 'tipo_hospedaje_id', 'excluir_reserva_id'],
    doc: '?fecha_entrada&fecha_salida[&hospedaje_id][&tipo_hospedaje_id][&excluir_reserva_id]: estadías no canceladas que comparten al menos una noche con [fecha_entrada, fecha_salida), sin la reserva excluida.',
    schema: fechasOcupadasQuerySchema,
    handle: (input, c: Ctx) => c.lecturas.fechasOcupadas(input),
  }),
  variant({
    when: 'none',
    params: [],
    doc: 'Sin parámetros (o solo _t): todas, por fecha_entrada descendente, con los datos del cliente y del hospedaje.',
    schema: undefined,
    handle: (_input, c: Ctx) => c.lecturas.list(),
  }),
];
