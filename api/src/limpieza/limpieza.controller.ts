import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import {
  fueraDeServicioCreateSchema,
  fueraDeServicioIdSchema,
  limpiezaCambioSchema,
  limpiezaQuerySchema,
} from '@camping/contracts/schemas/limpieza';
import { OpenToLimpieza } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { jsonText } from '../http/json-text';
import { LimpiezaService } from './limpieza.service';

const FUERA = 'limpieza/fuera-de-servicio';

/** Housekeeping (issue 36): the day's list and the taps are the housekeeping role's too; fuera de servicio is the desk's. */
@ApiTags('limpieza')
@Controller('api/endpoints')
export class LimpiezaController {
  constructor(private readonly limpieza: LimpiezaService) {}

  @Get('limpieza')
  @OpenToLimpieza()
  @ApiOperation({
    summary: 'La lista de limpieza de un día: cada cabaña y dormi con su estado, salidas primero, llegadas sin unidad limpia urgentes',
    description:
      'estado: limpia, sucia, en_limpieza o fuera_de_servicio (un período cubre esa noche); salida y llegada de ese día (sin datos del huésped), ocupada, libre (ni estadía ni bloqueo esa noche), urgente.',
  })
  @ApiQueries([{ name: 'fecha', description: 'el día (AAAA-MM-DD); hoy por omisión', example: '2027-01-15' }])
  async list(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply) {
    rejectUnknown(query, ['fecha', '_t']);
    const { _t: _ignored, ...rest } = query;
    const hoy = todayIso();
    const fecha = parseOrThrow(limpiezaQuerySchema, rest).fecha ?? hoy;
    const unidades = await this.limpieza.dayJson(fecha);
    return jsonText(reply, `{"success":true,"fecha":"${fecha}","hoy":"${hoy}","unidades":${unidades}}`);
  }

  @Put('limpieza')
  @OpenToLimpieza()
  @ApiOperation({ summary: 'Cambia el estado de una unidad {hospedaje_id, estado: limpia|sucia|en_limpieza}; queda en el historial' })
  @ApiZodBody(limpiezaCambioSchema)
  async setState(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { hospedaje_id, estado } = parseOrThrow(limpiezaCambioSchema, body);
    const unidad = await this.limpieza.setState(hospedaje_id, estado, request.user!.usuario);
    return { success: true, message: LIMPIEZA_MSG.estadoCambiado, unidad };
  }

  @Post(FUERA)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pone una unidad fuera de servicio {hospedaje_id, fecha_entrada, fecha_salida, motivo} (administración y recepción)',
    description: `Cierra esas noches como un bloqueo (la misma restricción de exclusión que las reservas). 409 «${LIMPIEZA_MSG.fueraSobreEstadia}»`,
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(fueraDeServicioCreateSchema)
  async createOutOfService(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const f = parseOrThrow(fueraDeServicioCreateSchema, body);
    const fuera_de_servicio = await this.limpieza.createOutOfService({
      hospedajeId: f.hospedaje_id,
      entrada: f.fecha_entrada,
      salida: f.fecha_salida,
      motivo: f.motivo,
      usuario: request.user!.usuario,
    });
    return { success: true, message: LIMPIEZA_MSG.fueraCreado, fuera_de_servicio };
  }

  @Delete(FUERA)
  @HttpCode(200)
  @ApiOperation({ summary: 'Vuelve la unidad al servicio desde hoy (?id=); un período que no empezó se elimina (administración y recepción)' })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiQueries([{ name: 'id', description: 'id del período fuera de servicio', example: 1 }])
  async endOutOfService(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    await this.limpieza.endOutOfService(parseOrThrow(fueraDeServicioIdSchema, query).id);
    return { success: true, message: LIMPIEZA_MSG.fueraTerminado };
  }
}
