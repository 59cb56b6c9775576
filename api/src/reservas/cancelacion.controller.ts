import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { reservaCancelarSchema } from '@camping/contracts/schemas/cancelacion';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { CancelacionService } from './cancelacion.service';

/** «Cancelar reserva» (issue 32): a new call, on a new path only (no `.php` spelling: no legacy client knows it). */
@ApiTags('reservas')
@Controller('api/endpoints/reservas')
export class CancelacionController {
  constructor(private readonly cancelacion: CancelacionService) {}

  @Post('cancelar')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancela la reserva {id} con un motivo y, si hubo pagos, conserva o reembolsa lo pagado',
    description: [
      'motivo: desistio, cambio_planes, clima, sin_sena, duplicada u otro (con motivo_detalle).',
      'Con pagos, dinero es obligatorio: conservar (el monto pasa a ser lo pagado, saldo 0) o reembolsar (reembolso_monto ≤ lo pagado y reembolso_metodo_pago; el monto pasa a ser lo que queda).',
      '409 si ya está cancelada, finalizada o el huésped ya ingresó; 404 si no existe.',
    ].join('\n'),
  })
  @ApiZodBody(reservaCancelarSchema)
  async cancel(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { reserva, reembolsoId } = await this.cancelacion.cancel(
      parseOrThrow(reservaCancelarSchema, body),
      request.user?.usuario ?? null,
    );
    return { success: true, message: MSG_CUENTA.reservaCancelada, reserva, reembolso_id: reembolsoId };
  }
}
