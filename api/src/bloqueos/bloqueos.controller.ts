import { BadRequestException, Body, ConflictException, Controller, Delete, Get, HttpCode, NotFoundException, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { LIMPIEZA_MSG } from '@camping/contracts/messages-limpieza';
import { bloqueoCreateSchema, bloqueosQuerySchema, calendarioIdSchema } from '@camping/contracts/schemas/calendario-externo';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../database/postgres-errors';
import { BloqueosRepository } from './bloqueos.repository';

const PATHS = ['bloqueos', 'bloqueos.php'];

/** Blocks (issue #19): what the calendar and the planning grid draw, and staff's «Mantenimiento». */
@ApiTags('bloqueos')
@Controller('api/endpoints')
export class BloqueosController {
  constructor(private readonly bloqueos: BloqueosRepository) {}

  @Get(PATHS)
  @ApiOperation({ summary: 'Bloqueos (importados y de mantenimiento) que comparten alguna noche con [fecha_entrada, fecha_salida)' })
  @ApiQueries([
    { name: 'fecha_entrada', description: 'desde (AAAA-MM-DD)' },
    { name: 'fecha_salida', description: 'hasta, excluida (AAAA-MM-DD); como máximo 400 días' },
    { name: 'hospedaje_id', description: 'solo esta unidad', example: 1 },
  ])
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['fecha_entrada', 'fecha_salida', 'hospedaje_id', '_t']);
    const { _t: _ignored, ...rest } = query;
    const q = parseOrThrow(bloqueosQuerySchema, rest);
    return { success: true, bloqueos: await this.bloqueos.inRange(q.fecha_entrada, q.fecha_salida, q.hospedaje_id ?? null) };
  }

  @Post(PATHS)
  @HttpCode(200)
  @ApiOperation({ summary: 'Crea un bloqueo de mantenimiento {hospedaje_id, fecha_entrada, fecha_salida, nota}' })
  @ApiZodBody(bloqueoCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const b = parseOrThrow(bloqueoCreateSchema, body);
    let bloqueo;
    try {
      bloqueo = await this.bloqueos.createManual({
        hospedajeId: b.hospedaje_id,
        entrada: b.fecha_entrada,
        salida: b.fecha_salida,
        nota: b.nota ?? null,
        usuario: request.user!.usuario,
      });
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new ConflictException({ success: false, message: MSG.bloqueoSobreEstadia });
      throw error;
    }
    if (!bloqueo) throw new BadRequestException({ success: false, message: MSG.canalSinCalendario });
    return { success: true, message: MSG.bloqueoCreado, bloqueo };
  }

  @Delete(PATHS)
  @HttpCode(200)
  @ApiOperation({ summary: 'Elimina un bloqueo de mantenimiento (?id=); los importados se van con su evento, los períodos fuera de servicio se terminan desde Limpieza' })
  @ApiQueries([{ name: 'id', description: 'id del bloqueo', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    const result = await this.bloqueos.removeManual(parseOrThrow(calendarioIdSchema, query).id);
    if (result === 'no-existe') throw new NotFoundException({ success: false, message: MSG.bloqueoNoEncontrado });
    if (result === 'importado') throw new ConflictException({ success: false, message: MSG.bloqueoImportado });
    if (result === 'fuera-de-servicio') throw new ConflictException({ success: false, message: LIMPIEZA_MSG.fueraNoSeBorra });
    return { success: true, message: MSG.bloqueoEliminado };
  }
}
