import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { cargoCreateSchema, cuentaQuerySchema, descuentoCreateSchema, lineaCuentaQuerySchema } from '@camping/contracts/schemas/cuenta';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { ReservasService } from '../reservas/reservas.service';
import { CuentaService } from './cuenta.service';

const REFUSALS_COMUNES =
  '404 «La reserva no existe»; 400 «La reserva está cancelada: su cuenta no admite cargos ni descuentos»; los montos se cuentan en centavos.';

/**
 * A stay's account (issue 32, docs/stay-account.md «Charges»): new paths only (no `.php` spelling: no legacy client
 * knows them). Every write answers the stay as the server left it: its amount changed.
 */
@ApiTags('cuenta')
@Controller('api/endpoints/cuenta')
export class CuentaController {
  constructor(
    private readonly cuenta: CuentaService,
    private readonly reservas: ReservasService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'La cuenta de una reserva (?reserva_id): líneas (alojamiento, extras, cargos manuales, descuentos), pagos, reembolsos y totales',
    description: 'totales.total = cargos − descuentos (el monto_total de una reserva vigente); saldo 0 en una reserva cancelada. 404 «La reserva no existe».',
  })
  @ApiQueries([{ name: 'reserva_id', description: 'la cuenta de esta reserva', example: 1 }])
  async get(@Query() query: QueryParams) {
    rejectUnknown(query, ['reserva_id']);
    if (!has(query, 'reserva_id')) throw new BadRequestException({ success: false, message: 'Indique reserva_id' });
    const { reserva_id } = parseOrThrow(cuentaQuerySchema, query);
    return this.cuenta.get(reserva_id);
  }

  @Post('cargos')
  @ApiOperation({
    summary: 'Agrega un cargo a la cuenta: un extra del catálogo (extra_id, cantidad, noches) o un cargo manual (concepto, monto)',
    description: `Un extra por noche se cobra por las noches de la estadía salvo que se indiquen menos. Rechazos: un extra que no existe o ya no se ofrece, noches de más, un cargo por encima de $ 99.999.999,99. ${REFUSALS_COMUNES}`,
  })
  @ApiZodBody(cargoCreateSchema)
  async addCargo(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const data = parseOrThrow(cargoCreateSchema, body);
    const id = await this.cuenta.addCargo(data, request.user?.usuario ?? null);
    return { success: true, id, message: MSG_CUENTA.cargoAgregado, reserva: await this.reservas.get(data.reserva_id) };
  }

  @Post('descuentos')
  @ApiOperation({
    summary: 'Aplica un descuento con su motivo: un monto en pesos o un porcentaje de los cargos',
    description: `Rechazos: sin motivo, monto y porcentaje juntos o ninguno, un descuento mayor que el total, o uno que deje el total por debajo de lo ya pagado. ${REFUSALS_COMUNES}`,
  })
  @ApiZodBody(descuentoCreateSchema)
  async addDescuento(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const data = parseOrThrow(descuentoCreateSchema, body);
    const id = await this.cuenta.addDescuento(data, request.user?.usuario ?? null);
    return { success: true, id, message: MSG_CUENTA.descuentoAplicado, reserva: await this.reservas.get(data.reserva_id) };
  }

  @Delete('lineas')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Quita un cargo o un descuento de la cuenta (?id); el alojamiento no se quita',
    description: `Rechazos: quitar un cargo que deje el total por debajo de lo ya pagado; 404 «Cargo o descuento no encontrado». ${REFUSALS_COMUNES}`,
  })
  @ApiQueries([{ name: 'id', description: 'la línea de la cuenta', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    const { id } = parseOrThrow(lineaCuentaQuerySchema, query);
    const { reservaId, tipo } = await this.cuenta.removeLinea(id);
    return { success: true, message: tipo === 'descuento' ? MSG_CUENTA.descuentoQuitado : MSG_CUENTA.cargoQuitado, reserva: await this.reservas.get(reservaId) };
  }
}
