import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { regenerarEnlaceSchema } from '@camping/contracts/schemas/canal';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { CanalesService } from './canales.service';
import { FeedOrigin } from './feed-origin';

/** The «Canales» screen: each cabin's and dormi's iCal export link, and its regeneration (admins only). */
@ApiTags('canales')
@Controller('api/endpoints')
export class CanalesController {
  constructor(
    private readonly canales: CanalesService,
    private readonly origin: FeedOrigin,
  ) {}

  @Get(['canales', 'canales.php'])
  @ApiOperation({ summary: 'Cabañas y dormis con el enlace secreto de exportación iCal de cada una' })
  async list(@Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    return { success: true, canales: await this.canales.list(this.origin.of(request), request.user!.usuario) };
  }

  @Post(['canales/regenerar', 'canales/regenerar.php'])
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Nuevo enlace de exportación de una unidad {hospedaje_id}; el anterior deja de funcionar' })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(regenerarEnlaceSchema)
  async regenerate(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { hospedaje_id } = parseOrThrow(regenerarEnlaceSchema, body);
    const canal = await this.canales.regenerate(hospedaje_id, this.origin.of(request), request.user!.usuario);
    return { success: true, message: MSG.enlaceRegenerado, canal };
  }
}
