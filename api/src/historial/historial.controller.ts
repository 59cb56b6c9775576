import { Controller, ForbiddenException, Get, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { esHistorialDeReserva, historialQuerySchema } from '@camping/contracts/schemas/historial';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { HistorialRepository } from './historial.repository';

/** The history of every change (issue 17). Read only: no call writes, changes or deletes it. */
@ApiTags('historial')
@Controller('api/endpoints')
export class HistorialController {
  constructor(private readonly historial: HistorialRepository) {}

  @Get(['historial', 'historial.php'])
  @ApiOperation({
    summary: 'El historial de cambios, del más reciente al más antiguo, paginado',
    description:
      'Filtros: usuario, desde y hasta (AAAA-MM-DD, días del complejo), entidad (reserva, pago, cliente, precio, configuracion, usuario) y entidad_id. Cada fila: quién, cuándo, qué y los campos antes y después (en un cambio, solo los que cambiaron). hay_mas dice si hay otra página. Solo administradores, salvo ?entidad=reserva&entidad_id=N: la historia de una reserva (con sus pagos), que ve también recepción.',
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiQueries([
    { name: 'page', description: 'página (desde 1)', example: 1 },
    { name: 'page_size', description: 'filas por página (1-200, 50 por omisión)', example: 50 },
    { name: 'usuario', description: 'solo los cambios de este usuario', example: 'maria' },
    { name: 'desde', description: 'desde este día (AAAA-MM-DD)', example: '2026-11-01' },
    { name: 'hasta', description: 'hasta este día, incluido (AAAA-MM-DD)', example: '2026-11-30' },
    { name: 'entidad', description: 'reserva, pago, cliente, precio, configuracion o usuario', example: 'reserva' },
    { name: 'entidad_id', description: 'el id de la entidad (con entidad)', example: 12 },
  ])
  async page(@Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, ['page', 'page_size', 'usuario', 'desde', 'hasta', 'entidad', 'entidad_id', '_t']);
    const q = parseOrThrow(historialQuerySchema, query);
    if (request.user?.rol !== 'admin' && !esHistorialDeReserva(q)) {
      throw new ForbiddenException({ success: false, message: MSG.sinPermiso });
    }
    return this.historial.page(q);
  }
}
