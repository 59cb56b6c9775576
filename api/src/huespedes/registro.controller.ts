import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { registroQuerySchema } from '@camping/contracts/schemas/huesped';
import { RequireRole } from '../auth/public.decorator';
import { ApiQueries } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { FichaService, REGISTRO_ARCHIVO_MAX } from './ficha.service';

/** «Registro de huéspedes» (issue 36): everyone who stayed between two dates. Administrators only. */
@ApiTags('huespedes')
@Controller('api/endpoints/registro-huespedes')
export class RegistroHuespedesController {
  constructor(private readonly fichas: FichaService) {}

  @Get()
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Registro de huéspedes: quienes se alojaron (con ingreso registrado) entre desde y hasta, con documento y nacionalidad',
    description: `Paginado (page, page_size, total), por fecha de entrada y el titular primero; un año como máximo. formato=csv o formato=pdf: el archivo del rango entero (hasta ${REGISTRO_ARCHIVO_MAX} filas). Solo administradores (403).`,
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiQueries([
    { name: 'desde', description: 'primer día (AAAA-MM-DD)', example: '2026-11-01' },
    { name: 'hasta', description: 'último día, incluido (AAAA-MM-DD)', example: '2026-11-30' },
    { name: 'page', description: 'página (desde 1)', example: 1 },
    { name: 'page_size', description: 'filas por página (1-200, 50 por omisión)', example: 50 },
    { name: 'formato', description: 'csv o pdf: el archivo en lugar de la página', example: 'csv' },
  ])
  async get(@Query() query: QueryParams, @Res() reply: FastifyReply) {
    rejectUnknown(query, ['desde', 'hasta', 'page', 'page_size', 'formato', '_t']);
    const q = parseOrThrow(registroQuerySchema, query);
    if (!q.formato) return reply.status(200).send(await this.fichas.pagina(q));
    const archivo = await this.fichas.archivo({ ...q, formato: q.formato });
    return reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${archivo.nombre}"`)
      .type(archivo.tipo)
      .send(archivo.contenido);
  }
}
