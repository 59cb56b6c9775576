import { Body, Controller, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { estadiaAccionSchema, estadiaSalidaSchema } from '@camping/contracts/schemas/hoy';
import { estadiaIngresoSchema } from '@camping/contracts/schemas/huesped';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { StayStatesService } from './stay-states.service';

/** Stay states (issue 17): new calls, on new paths only (no `.php` spelling: no legacy client knows them). */
@ApiTags('reservas')
@Controller('api/endpoints/reservas')
export class StayStatesController {
  constructor(private readonly estadias: StayStatesService) {}

  @Post('checkin')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Registra el ingreso del huésped {id} (ahora, por el usuario de la sesión)',
    description:
      'Desde la fecha de entrada hasta la de salida. 400 antes de la entrada o después de la salida, o si faltan los datos de huéspedes que pide la configuración (issue 36: GET huespedes los lista); 409 si ya ingresó, está cancelada, es una pre-reserva o no se presentó; 404 si no existe. hora_llegada (HH:mm, opcional): cuándo llegaron; sin ella, ahora.',
  })
  @ApiZodBody(estadiaIngresoSchema)
  async checkIn(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { id, hora_llegada } = parseOrThrow(estadiaIngresoSchema, body);
    const reserva = await this.estadias.checkIn(id, request.user?.usuario ?? null, hora_llegada);
    return { success: true, message: MSG.ingresoRegistrado, reserva };
  }

  @Post('checkout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Registra la salida del huésped {id}; la estadía queda finalizada',
    description: [
      'Desde el día de entrada. Sin ingreso registrado también (queda anotado: ingreso_no_registrado). Con saldo se registra igual: la respuesta trae con_saldo y saldo.',
      'Si sale antes de lo reservado, la salida pasa a hoy (como mínimo, la primera noche) y las noches siguientes quedan libres. cobro: estadia_completa (el monto no cambia) o noches_usadas (el monto pasa a ser las noches usadas al precio por noche de la estadía); sin cobro, el de la configuración (salida_anticipada_cobro).',
      'Con noches_usadas y más pagado que eso, reembolso_metodo_pago registra la devolución (400 si falta).',
    ].join('\n'),
  })
  @ApiZodBody(estadiaSalidaSchema)
  async checkOut(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { reserva, message, ...cuenta } = await this.estadias.checkOut(parseOrThrow(estadiaSalidaSchema, body), request.user?.usuario ?? null);
    return { success: true, message, reserva, con_saldo: reserva.saldo > 0, saldo: reserva.saldo, ...cuenta };
  }

  @Post('no-show')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marca la reserva {id} como «No se presentó» y libera sus noches desde hoy',
    description:
      'Desde la fecha de entrada. El día de entrada la reserva se cancela; después, conserva las noches pasadas y termina hoy (finalizada); el monto y los pagos no cambian. 409 si ya ingresó, ya estaba marcada o está cancelada.',
  })
  @ApiZodBody(estadiaAccionSchema)
  async noShow(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { id } = parseOrThrow(estadiaAccionSchema, body);
    const reserva = await this.estadias.noShow(id, request.user?.usuario ?? null);
    return { success: true, message: MSG.noShowRegistrado, reserva };
  }
}
