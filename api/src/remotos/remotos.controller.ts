import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { remotoUpdateSchema } from '@camping/contracts/schemas/remoto';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { RemotosService } from './remotos.service';

/** Módulos (issue 20): where each remote is deployed, for operators. Admins only, reads included. */
@ApiTags('remotes')
@Controller('api/remotes')
@RequireRole('admin')
@ApiForbiddenResponse({ description: MSG.sinPermiso })
export class RemotosController {
  constructor(private readonly remotos: RemotosService) {}

  @Get()
  @ApiOperation({ summary: 'Cada remoto: URL de su mf-manifest.json, versión, commit, URL anterior, quién y cuándo lo cambió; y la versión del shell' })
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    const [remotos, shell] = await Promise.all([this.remotos.list(), this.remotos.shellBuild()]);
    return { success: true, shell, remotos };
  }

  @Put(':name')
  @ApiOperation({
    summary: 'Apunta un remoto a otra URL (despliegue en caliente)',
    description:
      'El servidor lee el manifiesto (5 s y 1 MB como máximo; solo direcciones públicas salvo ICAL_ALLOW_PRIVATE_URLS, también tras cada redirección) y rechaza con 400 una URL que no responde, no está permitida o no es un manifiesto de Module Federation (un único mensaje para todos esos casos), o que es de otro remoto. Todas las réplicas sirven la nueva URL en /remotes.json en pocos segundos.',
  })
  @ApiZodBody(remotoUpdateSchema)
  async change(@Param('name') name: string, @Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { url } = parseOrThrow(remotoUpdateSchema, body);
    const remoto = await this.remotos.change(name, url, request.user?.usuario ?? 'desconocido');
    return { success: true, message: MSG.remotoActualizado, remoto };
  }

  @Post(':name/revert')
  @HttpCode(200)
  @ApiOperation({ summary: 'Vuelve un remoto a su URL anterior (sin leerla: la vuelta atrás no espera a la CDN)' })
  async revert(@Param('name') name: string, @Query() query: QueryParams, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const remoto = await this.remotos.revert(name, request.user?.usuario ?? 'desconocido');
    return { success: true, message: MSG.remotoRevertido, remoto };
  }
}
