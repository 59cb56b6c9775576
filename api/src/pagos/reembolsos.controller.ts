import { BadRequestException, Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { reembolsoCreateSchema, reembolsosReservaQuerySchema } from '@camping/contracts/schemas/reembolso';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { ReembolsosService } from './reembolsos.service';

/** Refunds of a stay (issue 32): a new call, on a new path only (no `.php` spelling: no legacy client knows it). */
@ApiTags('pagos')
@Controller('api/endpoints/reembolsos')
export class ReembolsosController {
  constructor(private readonly reembolsos: ReembolsosService) {}

  @Get()
  @ApiOperation({ summary: 'Los reembolsos de una reserva (?reserva_id), por fecha, y su suma; 404 «La reserva no existe»' })
  @ApiQueries([{ name: 'reserva_id', description: 'los reembolsos de esta reserva', example: 1 }])
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['reserva_id']);
    if (!has(query, 'reserva_id')) throw new BadRequestException({ success: false, message: 'Indique reserva_id' });
    const { reserva_id } = parseOrThrow(reembolsosReservaQuerySchema, query);
    return { success: true, ...(await this.reembolsos.listByReserva(reserva_id)) };
  }

  @Post()
  @ApiOperation({
    summary: 'Registra un reembolso de una reserva',
    description:
      'fecha por omisión: hoy en San Luis. Rechazos: «La reserva no tiene pagos: no hay nada que reembolsar», «El reembolso no puede superar lo pagado ($ N)» (lo pagado menos los reembolsos anteriores), «La reserva no existe» (404), una fecha posterior a hoy.',
  })
  @ApiZodBody(reembolsoCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const id = await this.reembolsos.create(parseOrThrow(reembolsoCreateSchema, body), request.user?.usuario ?? null);
    return { success: true, id, message: MSG_CUENTA.reembolsoCreado };
  }
}
