import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { MSG } from '@camping/contracts/messages';
import { busquedaQuerySchema, id } from '@camping/contracts/schemas/common';
import { ocupacionQuerySchema } from '@camping/contracts/schemas/ocupacion';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { ingresosMensualesQuerySchema, reporteQuerySchema } from '@camping/contracts/schemas/reporte';
import { fechasOcupadasQuerySchema, reservaCreateSchema, reservasClienteQuerySchema, reservaConfirmarSchema, reservasRangoQuerySchema, reservaUpdateSchema } from '@camping/contracts/schemas/reserva';
import { RESERVA_SORT_CAMPOS, reservasPaginaQuerySchema } from '@camping/contracts/schemas/reserva-pagina';
import { esPrereservaAlta } from '@camping/contracts/schemas/reserva-alta';
import { RequireRole } from '../auth/public.decorator';
import { assertAdmin } from '../auth/require-admin';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { jsonAnswer } from '../http/json-text';
import { ReportesService } from '../reportes/reportes.service';
import { ReservasLecturasService } from './reservas-lecturas.service';
import { ReservasService } from './reservas.service';

const PATHS = ['reservas', 'reservas.php'];
const idQuerySchema = z.object({ id: id('id') });

/** The income report's refusals also carry the legacy `error` field (spec section 7). */
function withErrorField<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const body = error.getResponse() as { message: string };
    throw new BadRequestException({ success: false, message: body.message, error: body.message });
  }
}

/** Reservations (spec section 7), on both spellings of the path. GET answers one variant per set of parameters. */
@ApiTags('reservas')
@Controller('api/endpoints')
export class ReservasController {
  constructor(
    private readonly reservas: ReservasService,
    private readonly lecturas: ReservasLecturasService,
    private readonly reportes: ReportesService,
  ) {}

  @Get(PATHS)
  @ApiOperation({
    summary: 'Reservas: lista, rango, por cliente, búsqueda, fechas ocupadas, reporte de ingresos, ingresos mensuales y ocupación',
    description: [
      '?reportes_ingresos[&fecha_inicio][&fecha_fin][&metodo_pago][&tipo_hospedaje]: filas y estadísticas calculadas en SQL sobre fecha_entrada; las canceladas nunca son ingreso; todos o vacío = sin filtro.',
      '?ingresos_mensuales[&meses=12]: ingresos de los últimos meses (el actual incluido), del más antiguo al más reciente, con 0 en los meses sin ingresos.',
      '?ocupacion&fecha_inicio&fecha_fin: ocupación por tipo en [fecha_inicio, fecha_fin] (camping: 72 parcelas; grupos: sin capacidad).',
      `?page[&page_size=50][&sort=-fecha_entrada][&search][&tipo_hospedaje_id][&saldo=pendiente|pagada][&prereservas=vigentes|vencen_hoy]: una página de la lista (page_size hasta ${PAGE_SIZE_MAX}), con total, page y page_size; sort: ${RESERVA_SORT_CAMPOS.join(', ')}, con - delante para orden descendente; prereservas: solo las pre-reservas vigentes, o las que vencen antes de que termine hoy.`,
      'Toda reserva devuelta trae total_pagado, saldo (monto_total - total_pagado) y estado_pago (pendiente, parcial o completo).',
      'Sin parámetros (o solo _t): todas, por fecha_entrada descendente, con los datos del cliente y del hospedaje.',
      '?id: una reserva {success, reserva} con los mismos datos (404 si no existe).',
      '?desde&hasta: las estadías que tocan [desde, hasta] (ambos días incluidos).',
      '?cliente_id: las reservas de un cliente (404 si no existe).',
      '?search: cliente (nombre, apellido, documento, teléfono), observaciones, tipo o número de hospedaje.',
      '?fecha_entrada&fecha_salida[&hospedaje_id][&tipo_hospedaje_id][&excluir_reserva_id]: estadías no canceladas que comparten al menos una noche con [fecha_entrada, fecha_salida), sin la reserva excluida.',
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'page', description: 'lista paginada: número de página (desde 1)', example: 1 },
    { name: 'page_size', description: `lista paginada: filas por página (1-${PAGE_SIZE_MAX}, 50 por omisión)`, example: 50 },
    { name: 'sort', description: 'lista paginada: columna de orden, - delante para descendente', example: '-fecha_entrada' },
    { name: 'prereservas', description: 'lista paginada: vigentes (pre-reservas pendientes) o vencen_hoy', example: 'vencen_hoy' },
    { name: 'reportes_ingresos', description: 'bandera: reporte de ingresos' },
    { name: 'ingresos_mensuales', description: 'bandera: ingresos por mes' },
    { name: 'meses', description: 'ingresos mensuales: cuántos meses (1-36, 12 por omisión)', example: 12 },
    { name: 'ocupacion', description: 'bandera: ocupación por tipo' },
    { name: 'fecha_inicio', description: 'reporte y ocupación: desde (AAAA-MM-DD)' },
    { name: 'fecha_fin', description: 'reporte y ocupación: hasta, incluida (AAAA-MM-DD)' },
    { name: 'metodo_pago', description: 'reporte: todos, efectivo, transferencia o tarjeta' },
    { name: 'tipo_hospedaje', description: 'reporte: todos, cabaña, dormis, camping o grupos' },
    { name: 'desde', description: 'AAAA-MM-DD, con hasta', example: '2027-01-01' },
    { name: 'hasta', description: 'AAAA-MM-DD, con desde', example: '2027-01-31' },
    { name: 'id', description: 'una reserva', example: 1 },
    { name: 'cliente_id', description: 'id del cliente', example: 1 },
    { name: 'search', description: 'texto a buscar (hasta 100 caracteres); también en la lista paginada', example: 'perez' },
    { name: 'fecha_entrada', description: 'fechas ocupadas: inicio de la ventana (AAAA-MM-DD)' },
    { name: 'fecha_salida', description: 'fechas ocupadas: fin de la ventana, excluido (AAAA-MM-DD)' },
    { name: 'hospedaje_id', description: 'fechas ocupadas: solo esta unidad' },
    { name: 'tipo_hospedaje_id', description: 'fechas ocupadas y lista paginada: solo este tipo (1-4)' },
    { name: 'saldo', description: 'lista paginada: pendiente (con saldo pendiente, sin canceladas) o pagada', example: 'pendiente' },
    { name: 'excluir_reserva_id', description: 'fechas ocupadas: sin esta reserva (la que se edita)' },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  async get(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply, @Req() request: AuthenticatedRequest) {
    if (has(query, 'page')) {
      rejectUnknown(query, ['page', 'page_size', 'sort', 'search', 'tipo_hospedaje_id', 'saldo', 'prereservas']);
      return jsonAnswer(request, reply, await this.lecturas.page(parseOrThrow(reservasPaginaQuerySchema, query)));
    }
    if (has(query, 'reportes_ingresos')) {
      assertAdmin(request.user);
      const filtros = withErrorField(() => {
        rejectUnknown(query, ['reportes_ingresos', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje']);
        return parseOrThrow(reporteQuerySchema, query);
      });
      return { success: true, ...(await this.reportes.ingresos(filtros)) };
    }
    if (has(query, 'ingresos_mensuales')) {
      assertAdmin(request.user);
      rejectUnknown(query, ['ingresos_mensuales', 'meses']);
      const { meses } = parseOrThrow(ingresosMensualesQuerySchema, query);
      return { success: true, meses: await this.reportes.ingresosMensuales(meses) };
    }
    if (has(query, 'ocupacion')) {
      rejectUnknown(query, ['ocupacion', 'fecha_inicio', 'fecha_fin']);
      const { fecha_inicio, fecha_fin } = parseOrThrow(ocupacionQuerySchema, query);
      return this.reportes.ocupacion(fecha_inicio, fecha_fin);
    }
    if (has(query, 'desde') || has(query, 'hasta')) {
      rejectUnknown(query, ['desde', 'hasta']);
      const { desde, hasta } = parseOrThrow(reservasRangoQuerySchema, query);
      return jsonAnswer(request, reply, await this.lecturas.listRango(desde, hasta));
    }
    if (has(query, 'id')) {
      rejectUnknown(query, ['id']);
      return { success: true, reserva: await this.reservas.get(parseOrThrow(idQuerySchema, query).id) };
    }
    if (has(query, 'cliente_id')) {
      rejectUnknown(query, ['cliente_id']);
      return this.lecturas.listCliente(parseOrThrow(reservasClienteQuerySchema, query).cliente_id);
    }
    if (has(query, 'search')) {
      rejectUnknown(query, ['search']);
      const found = await this.lecturas.search(parseOrThrow(busquedaQuerySchema, query).search);
      return Array.isArray(found) ? found : jsonAnswer(request, reply, found);
    }
    if (has(query, 'fecha_entrada') || has(query, 'fecha_salida')) {
      rejectUnknown(query, ['fecha_entrada', 'fecha_salida', 'hospedaje_id', 'tipo_hospedaje_id', 'excluir_reserva_id']);
      return this.lecturas.fechasOcupadas(parseOrThrow(fechasOcupadasQuerySchema, query));
    }
    rejectUnknown(query, []);
    return this.lecturas.list();
  }

  @Post(PATHS)
  @ApiOperation({
    summary: 'Crea una reserva',
    description:
      'Un campo desconocido es 400 y lo nombra. hospedaje_id es null para camping y grupos (tipo_hospedaje_id dice cuál). El descuento no puede superar el monto total (400). Un solapamiento es 409 con el mensaje de la especificación. Opcional: sena_monto (y sena_metodo_pago, por omisión el de la reserva) registra la seña como pago en la misma transacción. es_prereserva: true (o estado: pendiente) la crea como pre-reserva que retiene la unidad hasta vence_el (por omisión, ahora + las horas de la configuración); al vencer sin confirmarse se cancela con una nota.',
  })
  @ApiZodBody(reservaCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const data = parseOrThrow(reservaCreateSchema, body);
    const reservaId = await this.reservas.create(data, request.user?.usuario ?? null);
    // A seña sent with a hold confirms it in the same transaction (a payment on a hold makes it a booking).
    const esPrereserva = esPrereservaAlta(data) && data.sena_monto === undefined;
    return { success: true, id: reservaId, message: esPrereserva ? MSG.prereservaCreada : MSG.reservaCreada };
  }

  @Post(['reservas/confirmar', 'reservas/confirmar.php'])
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirma una pre-reserva {id}: pasa a activa y deja de vencer',
    description:
      '404 si no existe; 409 si no es una pre-reserva pendiente, o si ya venció (entonces queda cancelada y la unidad libre).',
  })
  @ApiZodBody(reservaConfirmarSchema)
  async confirm(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const reserva = await this.reservas.confirm(parseOrThrow(reservaConfirmarSchema, body).id);
    return { success: true, message: MSG.prereservaConfirmada, reserva };
  }

  @Put(PATHS)
  @ApiOperation({
    summary: 'Actualiza los campos enviados de una reserva (id en el cuerpo)',
    description:
      'Cada campo enviado se aplica o se rechaza con un 400 que lo nombra. hospedaje_id mueve una estadía de cabaña o dormi a otra unidad (el tipo sigue a la unidad; capacidad y solapamiento como al crear; el monto no cambia si no se envía). Los datos unidos (cliente, tipo y número) se aceptan si repiten el valor guardado. estado sigue la tabla de estados de la estadía: un cambio que no permite (cancelar una estadía con ingreso, reactivar una con salida) es 409 y nombra el estado actual.',
  })
  @ApiZodBody(reservaUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const reserva = await this.reservas.update(parseOrThrow(reservaUpdateSchema, body));
    return { success: true, message: MSG.reservaActualizada, reserva };
  }

  @Delete(PATHS)
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Elimina una reserva (?id=; solo administradores)', description: 'Una reserva con pagos no se elimina (409): se cancela.' })
  @ApiQueries([{ name: 'id', description: 'id de la reserva', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    await this.reservas.remove(parseOrThrow(idQuerySchema, query).id);
    return { success: true, message: MSG.reservaEliminada };
  }
}
