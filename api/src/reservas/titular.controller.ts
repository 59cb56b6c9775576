import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { reservaTitularSchema } from '@camping/contracts/schemas/titular';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { TitularService } from './titular.service';

/** «Cambiar titular» (issue 37 item 6): a new call, on a new path only (no `.php` spelling: no legacy client knows it). */
@ApiTags('reservas')
@Controller('api/endpoints/reservas')
export class TitularController {
  constructor(private readonly titular: TitularService) {}

  @Post('titular')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pasa la reserva {id} a nombre del cliente {cliente_id} (queda en el historial)',
    description: '400 si el cliente no existe o ya es el titular; 404 si la reserva no existe. En cualquier estado de la reserva.',
  })
  @ApiZodBody(reservaTitularSchema)
  async change(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const { reserva, message } = await this.titular.change(parseOrThrow(reservaTitularSchema, body));
    return { success: true, message, reserva };
  }
}
