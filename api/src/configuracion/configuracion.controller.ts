import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { configuracionUpdateSchema } from '@camping/contracts/schemas/configuracion';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { ConfiguracionRepository } from './configuracion.repository';

const PATHS = ['configuracion', 'configuracion.php'];

/** Configuración (issue 16): seña, hold duration, bank details and WhatsApp. Any session reads; admins change. */
@ApiTags('configuracion')
@Controller('api/endpoints')
export class ConfiguracionController {
  constructor(private readonly configuracion: ConfiguracionRepository) {}

  @Get(PATHS)
  @ApiOperation({ summary: 'La configuración del complejo, con quién la cambió por última vez y cuándo' })
  async get(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, configuracion: await this.configuracion.find() };
  }

  @Put(PATHS)
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Cambia los campos enviados de la configuración (solo administradores)',
    description:
      'sena_porcentaje 0-100, horas_prereserva 1-720, alias_bancario (6-20: letras, números, . y -), cbu (22 dígitos con verificadores válidos), titular_cuenta, whatsapp_negocio (celular con código de área). Vacío o null borra un dato bancario.',
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(configuracionUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const cambios = parseOrThrow(configuracionUpdateSchema, body);
    const configuracion = await this.configuracion.update(cambios, request.user?.usuario ?? 'desconocido');
    return { success: true, message: MSG.configuracionActualizada, configuracion };
  }
}
