import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import {
  pagoCreateSchema,
  pagoIdQuerySchema,
  pagosReservaQuerySchema,
  pagoUpdateSchema,
} from '@camping/contracts/schemas/pago';
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
    summary: 'Pagos: los de una reserva (?reserva_id) o uno (?id)',
    description: [
      '?reserva_id: {success, pagos (por fecha_pago), total_pagado}; 404 «La reserva no existe».',
      '?id: {success, pago}; 404 «Pago no encontrado».',
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'reserva_id', description: 'los pagos de esta reserva', example: 1 },
    { name: 'id', description: 'un pago', example: 1 },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  async get(@Query() query: QueryParams) {
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
