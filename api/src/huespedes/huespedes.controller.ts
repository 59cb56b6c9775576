import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { huespedesGuardarSchema, huespedesQuerySchema } from '@camping/contracts/schemas/huesped';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { HuespedesService } from './huespedes.service';

/** The guests of a stay (issue 36): new calls, on new paths only. */
@ApiTags('huespedes')
@Controller('api/endpoints/huespedes')
export class HuespedesController {
  constructor(private readonly huespedes: HuespedesService) {}

  @Get()
  @ApiOperation({
    summary: 'Los huéspedes de la reserva {reserva_id}, su vehículo, la hora de llegada y qué falta para el ingreso',
    description:
      'El titular primero (mientras no se guardó uno, el cliente, con id null); requisitos: lo que pide la configuración; faltantes: una línea por dato que falta. 404 si la reserva no existe.',
  })
  @ApiQueries([{ name: 'reserva_id', description: 'la reserva', example: 1 }])
  get(@Query() query: QueryParams) {
    rejectUnknown(query, ['reserva_id']);
    return this.huespedes.leer(parseOrThrow(huespedesQuerySchema, query).reserva_id);
  }

  @Put()
  @ApiOperation({
    summary: 'Guarda la lista completa de huéspedes de la reserva y su vehículo',
    description: [
      'Con id, un huésped que ya estaba (se cambia); sin id, uno nuevo; los que no vienen se quitan. Cada cambio queda en el historial (entidad huesped).',
      '400: más huéspedes que personas, un documento repetido en la reserva (comparado sin puntos ni espacios), una fecha de nacimiento posterior a hoy, dos titulares, un documento sin tipo. 409 si la reserva está cancelada.',
    ].join('\n'),
  })
  @ApiZodBody(huespedesGuardarSchema)
  put(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    return this.huespedes.guardar(parseOrThrow(huespedesGuardarSchema, body));
  }
}
