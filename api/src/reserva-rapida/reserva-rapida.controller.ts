import { Body, Controller, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { reservaRapidaSchema } from '@camping/contracts/schemas/reserva-rapida';
import type { AuthenticatedRequest } from '../auth/session.guard';
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
      'Si la reserva se rechaza (solapamiento, unidad, capacidad, fechas) no queda ningún cliente creado ni modificado. Opcional en reserva: sena_monto y sena_metodo_pago registran la seña como pago en la misma transacción; reserva.es_prereserva: true la crea como pre-reserva (ver POST reservas), que la seña, si viene, confirma.',
  })
  @ApiZodBody(reservaRapidaSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const data = parseOrThrow(reservaRapidaSchema, body);
    const result = await this.reservaRapida.crear(data, request.user?.usuario ?? null);
    // A seña sent with a hold confirms it in the same transaction (a payment on a hold makes it a booking).
    const esPrereserva = data.reserva.es_prereserva === true && data.reserva.sena_monto === undefined;
    return { success: true, ...result, message: esPrereserva ? MSG.prereservaCreada : MSG.reservaCreada };
  }
}
