import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { extraCreateSchema, extraUpdateSchema } from '@camping/contracts/schemas/extra';
import { RequireRole } from '../auth/public.decorator';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { ExtrasService } from './extras.service';

/** The catalogue of extras (issue 32), kept in Configuración: any session reads it, administrators change it. */
@ApiTags('cuenta')
@Controller('api/endpoints/extras')
export class ExtrasController {
  constructor(private readonly extras: ExtrasService) {}

  @Get()
  @ApiOperation({ summary: 'El catálogo de extras: los que se ofrecen primero, después los retirados; cada uno con su precio y si se cobra por noche o una vez' })
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, extras: await this.extras.list() };
  }

  @Post()
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Agrega un extra al catálogo (solo administradores)',
    description: 'nombre (hasta 60), precio (mayor a 0, hasta $ 99.999.999,99), cobro por_noche o unico. 409 «Ya hay un extra con ese nombre en el catálogo».',
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(extraCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    return { success: true, message: MSG_CUENTA.extraCreado, extra: await this.extras.create(parseOrThrow(extraCreateSchema, body)) };
  }

  @Put()
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Cambia un extra del catálogo (solo administradores); activo: false deja de ofrecerlo',
    description: 'Un extra no se elimina: retirado, sigue en las estadías que lo tienen con el nombre y el precio con que se cargó. Un cambio de precio vale para los cargos nuevos. 404 «Extra no encontrado».',
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(extraUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    return { success: true, message: MSG_CUENTA.extraActualizado, extra: await this.extras.update(parseOrThrow(extraUpdateSchema, body)) };
  }
}
