import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { ingresosMensualesQuerySchema, reporteQuerySchema } from '@camping/contracts/schemas/reporte';
import {
  pagoCreateSchema,
  pagoIdQuerySchema,
  pagosReservaQuerySchema,
  pagoUpdateSchema,
} from '@camping/contracts/schemas/pago';
import { assertAdmin } from '../auth/require-admin';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { PagosService } from './pagos.service';

const PATHS = ['pagos', 'pagos.php'];

/** Payments of a reservation (issue 16), behind the session, on both spellings of the path. */
@ApiTags('pagos')
@Controller('api/endpoints')
export class PagosController {
  constructor(private readonly pagos: PagosService) {}

  @Get(PATHS)
  @ApiOperation({
    summary: 'Pagos: los de una reserva (?reserva_id), uno (?id), el reporte de cobros y los cobros por mes',
    description: [
      '?reporte_cobros[&fecha_inicio][&fecha_fin][&metodo_pago][&tipo_hospedaje]: lo cobrado por fecha_pago (filas, totales por método y por tipo) y el saldo pendiente de las estadías que entran en el período; todos o vacío = sin filtro.',
      '?cobros_mensuales[&meses=12]: por mes, lo reservado (por fecha_entrada) y lo cobrado (por fecha_pago), del más antiguo al actual.',
      '?reserva_id: {success, pagos (por fecha_pago), total_pagado}; 404 «La reserva no existe».',
      '?id: {success, pago}; 404 «Pago no encontrado».',
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'reserva_id', description: 'los pagos de esta reserva', example: 1 },
    { name: 'id', description: 'un pago', example: 1 },
    { name: 'reporte_cobros', description: 'bandera: reporte de cobros por fecha de pago' },
    { name: 'fecha_inicio', description: 'reporte de cobros: desde (AAAA-MM-DD, fecha de pago)' },
    { name: 'fecha_fin', description: 'reporte de cobros: hasta, incluida (AAAA-MM-DD)' },
    { name: 'metodo_pago', description: 'reporte de cobros: todos, efectivo, transferencia o tarjeta' },
    { name: 'tipo_hospedaje', description: 'reporte de cobros: todos, cabaña, dormis, camping o grupos' },
    { name: 'cobros_mensuales', description: 'bandera: reservado y cobrado por mes' },
    { name: 'meses', description: 'cobros mensuales: cuántos meses (1-36, 12 por omisión)', example: 12 },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  async get(@Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    if (has(query, 'reporte_cobros')) {
      assertAdmin(request.user);
      rejectUnknown(query, ['reporte_cobros', 'fecha_inicio', 'fecha_fin', 'metodo_pago', 'tipo_hospedaje']);
      return this.pagos.cashReport(parseOrThrow(reporteQuerySchema, query));
    }
    if (has(query, 'cobros_mensuales')) {
      assertAdmin(request.user);
      rejectUnknown(query, ['cobros_mensuales', 'meses']);
      const { meses } = parseOrThrow(ingresosMensualesQuerySchema, query);
      return { success: true, meses: await this.pagos.monthlyCollected(meses) };
    }
    if (has(query, 'reserva_id')) {
      rejectUnknown(query, ['reserva_id']);
      return this.pagos.listByReserva(parseOrThrow(pagosReservaQuerySchema, query).reserva_id);
    }
    if (has(query, 'id')) {
      rejectUnknown(query, ['id']);
      return { success: true, pago: await this.pagos.get(parseOrThrow(pagoIdQuerySchema, query).id) };
    }
    rejectUnknown(query, []);
    throw new BadRequestException({ success: false, message: 'Indique reserva_id (los pagos de una reserva) o id (un pago)' });
  }

  @Post(PATHS)
  @ApiOperation({
    summary: 'Registra un pago de una reserva',
    description:
      'fecha_pago por omisión: hoy en San Luis. Rechazos: «El monto debe ser mayor a 0», «La reserva no existe» (404), «El monto total de los pagos no puede exceder el monto total de la reserva», una fecha posterior a hoy.',
  })
  @ApiZodBody(pagoCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const id = await this.pagos.create(parseOrThrow(pagoCreateSchema, body), request.user?.usuario ?? null);
    return { success: true, id, message: MSG.pagoCreado };
  }

  @Put(PATHS)
  @ApiOperation({ summary: 'Actualiza los campos enviados de un pago (id en el cuerpo)' })
  @ApiZodBody(pagoUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    await this.pagos.update(parseOrThrow(pagoUpdateSchema, body));
    return { success: true, message: MSG.pagoActualizado };
  }

  @Delete(PATHS)
  @HttpCode(200)
  @ApiOperation({ summary: 'Elimina un pago (?id=)' })
  @ApiQueries([{ name: 'id', description: 'id del pago', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    await this.pagos.remove(parseOrThrow(pagoIdQuerySchema, query).id);
    return { success: true, message: MSG.pagoEliminado };
  }
}
