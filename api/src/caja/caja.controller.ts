import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { CIERRES_DIAS_MAX, cajaCerrarSchema, cajaQuerySchema, cajaReabrirSchema, cierresCajaQuerySchema } from '@camping/contracts/schemas/caja';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { CajaService } from './caja.service';

const CACHE_BUSTER = { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' };

/** «Caja» (issue 32, docs/cash-up.md): new calls on new paths only (no `.php` spelling: no legacy client knows them). */
@ApiTags('caja')
@Controller('api/endpoints/caja')
@ApiForbiddenResponse({ description: `${MSG.sinPermiso} (un rol sin caja); ${MSG_CUENTA.cajaSoloPropia} (recepción pidiendo otra caja)` })
export class CajaController {
  constructor(private readonly caja: CajaService) {}

  @Get()
  @ApiOperation({
    summary: 'La caja de un usuario en un día: cobros y reembolsos por método, efectivo esperado, movimientos y su cierre',
    description: [
      'fecha (AAAA-MM-DD) por omisión hoy en San Luis, nunca posterior a hoy; usuario por omisión el de la sesión.',
      'Recepción ve solo su propia caja (otro usuario: 403); administración, la de cualquiera (usuario desconocido: 404).',
      'Movimientos: los pagos (fecha_pago) y reembolsos (fecha) que ese usuario registró para ese día, del más antiguo al más nuevo.',
      'efectivo_esperado: efectivo cobrado menos efectivo reembolsado. cierre: el cierre vigente o null; reabiertos: los cierres reabiertos de ese día.',
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'fecha', description: 'el día (AAAA-MM-DD); hoy por omisión', example: '2027-01-15' },
    { name: 'usuario', description: 'de quién es la caja (administración); el de la sesión por omisión', example: 'maria' },
    CACHE_BUSTER,
  ])
  async get(@Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, ['fecha', 'usuario']);
    return this.caja.caja(request.user!, parseOrThrow(cajaQuerySchema, query));
  }

  @Get('cierres')
  @ApiOperation({
    summary: 'Los cierres de caja de un día (fecha) o de un rango (desde, hasta), y las cajas con movimientos sin cerrar',
    description: `Administración: los de todos; recepción: los propios. Incluye los reabiertos (con quién, cuándo y por qué). Hasta ${CIERRES_DIAS_MAX} días por vez; hoy por omisión.`,
  })
  @ApiQueries([
    { name: 'fecha', description: 'un día (AAAA-MM-DD)', example: '2027-01-15' },
    { name: 'desde', description: 'primer día del rango (AAAA-MM-DD)', example: '2027-01-01' },
    { name: 'hasta', description: 'último día del rango, inclusive (AAAA-MM-DD)', example: '2027-01-31' },
    CACHE_BUSTER,
  ])
  async cierres(@Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, ['fecha', 'desde', 'hasta']);
    return this.caja.cierres(request.user!, parseOrThrow(cierresCajaQuerySchema, query));
  }

  @Post('cerrar')
  @ApiOperation({
    summary: 'Cierra la caja propia de un día {fecha, efectivo_contado, observaciones?}',
    description: [
      'El efectivo esperado lo calcula el servidor; la diferencia es contado menos esperado. Con diferencia, observaciones es obligatorio.',
      'Una vez por usuario y día: un segundo cierre es 409 (también dos cierres simultáneos en réplicas distintas: queda uno). Un día futuro o un contado negativo: 400.',
    ].join('\n'),
  })
  @ApiZodBody(cajaCerrarSchema)
  async cerrar(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const cierre = await this.caja.cerrar(request.user!, parseOrThrow(cajaCerrarSchema, body));
    return { success: true, message: MSG_CUENTA.cajaCerrada, cierre };
  }

  @Post('reabrir')
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Reabre un cierre de caja vigente {id, motivo} (administración): su usuario puede volver a cerrarla',
    description: 'El cierre queda con quién, cuándo y por qué se reabrió (y en el historial). Desconocido: 404; ya reabierto: 409.',
  })
  @ApiZodBody(cajaReabrirSchema)
  async reabrir(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const cierre = await this.caja.reabrir(request.user!, parseOrThrow(cajaReabrirSchema, body));
    return { success: true, message: MSG_CUENTA.cajaReabierta, cierre };
  }
}
