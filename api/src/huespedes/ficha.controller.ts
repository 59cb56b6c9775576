import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { huespedesQuerySchema } from '@camping/contracts/schemas/huesped';
import { ApiQueries } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { FichaService } from './ficha.service';

/** A stay's registration card (issue 36), printable from its detail and from «Hoy». */
@ApiTags('huespedes')
@Controller('api/endpoints/huespedes/ficha')
export class FichaController {
  constructor(private readonly fichas: FichaService) {}

  @Get()
  @ApiOperation({
    summary: 'La ficha de registro de la reserva {reserva_id} en PDF: el complejo, la estadía, cada huésped y la firma',
  })
  @ApiQueries([{ name: 'reserva_id', description: 'la reserva', example: 1 }])
  async ficha(@Query() query: QueryParams, @Res() reply: FastifyReply) {
    rejectUnknown(query, ['reserva_id']);
    const archivo = await this.fichas.ficha(parseOrThrow(huespedesQuerySchema, query).reserva_id);
    return reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `inline; filename="${archivo.nombre}"`)
      .type('application/pdf')
      .send(archivo.contenido);
  }
}
