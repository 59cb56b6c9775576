import { Body, Controller, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { reservaRapidaSchema } from '@camping/contracts/schemas/reserva-rapida';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { ReservaRapidaService } from './reserva-rapida.service';

@ApiTags('reservas')
@Controller('api/endpoints')
export class ReservaRapidaController {
  constructor(private readonly reservaRapida: ReservaRapidaService) {}

  @Post(['reserva-rapida', 'reserva-rapida.php'])
  @ApiOperation({
    summary: 'Reserva Rápida: cliente (por documento, actualizado o creado) y reserva en una sola transacción',
    description:
      'Si la reserva se rechaza (solapamiento, unidad, capacidad, fechas) no queda ningún cliente creado ni modificado. reserva.es_prereserva: true la crea como pre-reserva (ver POST reservas).',
  })
  @ApiZodBody(reservaRapidaSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const data = parseOrThrow(reservaRapidaSchema, body);
    const result = await this.reservaRapida.crear(data);
    return { success: true, ...result, message: data.reserva.es_prereserva ? MSG.prereservaCreada : MSG.reservaCreada };
  }
}
