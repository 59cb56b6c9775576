import { Body, Controller, Delete, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { MSG_CANALES } from '@camping/contracts/messages-canales';
import {
  calendarioCreateSchema,
  calendarioIdSchema,
  conflictosQuerySchema,
  conflictosRangoQuerySchema,
} from '@camping/contracts/schemas/calendario-externo';
import { RequireRole } from '../../auth/public.decorator';
import type { AuthenticatedRequest } from '../../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../../common/openapi';
import { parseOrThrow } from '../../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../../common/query-params';
import { CalendariosService, type SyncNowResult } from './calendarios.service';

const CALENDARIOS = ['canales/calendarios', 'canales/calendarios.php'];
const CONFLICTOS = ['canales/conflictos', 'canales/conflictos.php'];

/** The answer of a sync: its result, its error, or that it goes on (`en_curso`, the calendar as it was until now). */
function syncAnswer({ calendario, enCurso }: SyncNowResult, done: string) {
  if (enCurso) return { success: true, message: MSG_CANALES.sincronizacionSigue, en_curso: true, calendario };
  return { success: true, message: calendario.error ? MSG.calendarioConError : done, calendario };
}

/** iCal import (docs/channels.md): external calendars per unit, «Sincronizar ahora», conflicts. */
@ApiTags('canales')
@Controller('api/endpoints')
export class CalendariosController {
  constructor(private readonly calendarios: CalendariosService) {}

  @Get(CALENDARIOS)
  @ApiOperation({ summary: 'Calendarios externos importados de cada unidad, con el registro de su última sincronización' })
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, calendarios: await this.calendarios.list() };
  }

  @Post(CALENDARIOS)
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({
    summary: 'Agrega un calendario externo {hospedaje_id, nombre, url} a una cabaña o dormi y lo sincroniza enseguida (solo administradores)',
    description: 'La respuesta trae el registro de la primera sincronización; si falló, `error` dice por qué (el calendario queda agregado).',
  })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(calendarioCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const { hospedaje_id, nombre, url } = parseOrThrow(calendarioCreateSchema, body);
    return syncAnswer(await this.calendarios.create(hospedaje_id, nombre, url, request.user!.usuario), MSG.calendarioAgregado);
  }

  @Delete(CALENDARIOS)
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Quita un calendario externo (?id=) con sus bloqueos y conflictos (solo administradores)' })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiQueries([{ name: 'id', description: 'id del calendario externo', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    await this.calendarios.remove(parseOrThrow(calendarioIdSchema, query).id);
    return { success: true, message: MSG.calendarioEliminado };
  }

  @Post(['canales/calendarios/sincronizar', 'canales/calendarios/sincronizar.php'])
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sincronizar ahora {id}: lee el calendario externo y aplica sus eventos',
    description:
      'Una sincronización por calendario a la vez, entre todas las réplicas: mientras una corre, otra responde 409. ' +
      'Si no termina en la mitad del plazo de la llamada (unos 10 s), sigue en segundo plano y responde 200 con en_curso: true.',
  })
  @ApiZodBody(calendarioIdSchema)
  async syncNow(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    return syncAnswer(await this.calendarios.syncNow(parseOrThrow(calendarioIdSchema, body).id), MSG.calendarioSincronizado);
  }

  @Get(CONFLICTOS)
  @ApiOperation({ summary: 'Conflictos abiertos (pendientes y vistos): eventos externos que se superponen con una estadía nuestra' })
  @ApiQueries([
    { name: 'page', description: 'página (1 por omisión)', example: 1 },
    { name: 'page_size', description: 'filas por página (20 por omisión, hasta 200)', example: 20 },
  ])
  async conflicts(@Query() query: QueryParams) {
    rejectUnknown(query, ['page', 'page_size', '_t']);
    const { _t: _ignored, ...rest } = query;
    const { page, page_size } = parseOrThrow(conflictosQuerySchema, rest);
    return { success: true, ...(await this.calendarios.conflicts(page, page_size)), page, page_size };
  }

  @Get(['canales/conflictos/rango', 'canales/conflictos/rango.php'])
  @ApiOperation({
    summary: 'Conflictos abiertos de las estadías que tienen algún día en [desde, hasta] (ambos incluidos; como máximo 400 días)',
    description: 'Lo que el calendario marca en cada estadía que dibuja. Sin paginar: la ventana de fechas lo acota.',
  })
  @ApiQueries([
    { name: 'desde', description: 'primer día (AAAA-MM-DD)' },
    { name: 'hasta', description: 'último día, incluido (AAAA-MM-DD)' },
  ])
  async conflictsInRange(@Query() query: QueryParams) {
    rejectUnknown(query, ['desde', 'hasta', '_t']);
    const { _t: _ignored, ...rest } = query;
    const { desde, hasta } = parseOrThrow(conflictosRangoQuerySchema, rest);
    return { success: true, conflictos: await this.calendarios.conflictsInRange(desde, hasta) };
  }

  @Get(['canales/conflictos/cantidad', 'canales/conflictos/cantidad.php'])
  @ApiOperation({ summary: 'Cuántos conflictos pendientes hay (la insignia de «Canales» en la barra)' })
  async pending(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, pendientes: await this.calendarios.pendingConflicts() };
  }

  @Post(['canales/conflictos/visto', 'canales/conflictos/visto.php'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Marca un conflicto {id} como visto (sigue en la lista hasta que deje de superponerse)' })
  @ApiZodBody(calendarioIdSchema)
  async markSeen(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    await this.calendarios.markSeen(parseOrThrow(calendarioIdSchema, body).id, request.user!.usuario);
    return { success: true, message: MSG.conflictoMarcadoVisto };
  }
}
