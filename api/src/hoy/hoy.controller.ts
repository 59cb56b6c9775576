import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { todayIso } from '@camping/contracts/dates';
import { HOY_FILAS_MAX, HOY_SALDOS_MAX, hoyQuerySchema } from '@camping/contracts/schemas/hoy';
import { ApiQueries } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { jsonText } from '../http/json-text';
import { HoyRepository } from './hoy.repository';

/** «Hoy» (issue 17): the front desk's day, behind the session. */
@ApiTags('hoy')
@Controller('api/endpoints')
export class HoyController {
  constructor(private readonly hoy: HoyRepository) {}

  @Get('hoy')
  @ApiOperation({
    summary: 'El día de la recepción: llegadas, salidas, huéspedes en el complejo, pre-reservas que vencen, saldos y camping',
    description: [
      'fecha (AAAA-MM-DD) por omisión hoy en San Luis; la respuesta trae fecha y hoy.',
      `llegadas (entran ese día, también las marcadas «No se presentó»), salidas (salen ese día), en_casa (entraron antes y salen después, sin salida registrada), prereservas_vencen (pre-reservas vigentes que vencen ese día): {total, reservas} con hasta ${HOY_FILAS_MAX} filas.`,
      `saldos: no canceladas con saldo y salida ese día o antes, las ${HOY_SALDOS_MAX} de salida más reciente, con total y monto adeudado.`,
      'camping: personas y parcelas ocupadas esa noche de las 72; grupos: personas y reservas esa noche.',
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'fecha', description: 'el día (AAAA-MM-DD); hoy por omisión', example: '2027-01-15' },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  async get(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply) {
    rejectUnknown(query, ['fecha']);
    const hoy = todayIso();
    const fecha = parseOrThrow(hoyQuerySchema, query).fecha ?? hoy;
    const dia = await this.hoy.dayJson(fecha);
    return jsonText(reply, `{"success":true,"fecha":"${fecha}","hoy":"${hoy}",${dia.slice(1)}`);
  }
}
