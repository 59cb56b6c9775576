import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { TEMPORADA_MSG } from '@camping/contracts/seasons/season-messages';
import { limitesEstadiaQuerySchema, sugerenciasQuerySchema, temporadaIdParamSchema, temporadaInputSchema } from '@camping/contracts/schemas/temporada';
import { RequireRole } from '../auth/public.decorator';
import { ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { LongWeekendsService } from './long-weekends.service';
import { StayPricingService } from './stay-pricing.service';
import { TemporadasService } from './temporadas.service';

const RULES =
  'nombre (hasta 60), color #RRGGBB, rangos [{desde, hasta}] (AAAA-MM-DD, ambos incluidos, al menos uno), modo porcentaje ' +
  '(porcentaje -90..500 sobre los precios base) o precios (precios.hospedaje [{tipo_hospedaje_id, cantidad_personas, metodo_pago, precio}] ' +
  'y precios.camping [{descripcion base|adulto|menor, metodo_pago, precio}]), recargo_fin_de_semana (0..500, noches de viernes y sábado), ' +
  'minimo_noches (1..60), dias_sin_ingreso (0 domingo … 6 sábado). 400 con el mensaje si las fechas se superponen con otra temporada; 409 si el nombre ya existe.';

const AVISO_SUGERENCIAS =
  'Sugerencias a partir de los feriados nacionales: los feriados trasladables y los días puente cambian por decreto; confirme cada una antes de crear la temporada.';

/** Seasons (issue 35): any session reads them; administrators define them, as they change prices. */
@ApiTags('temporadas')
@Controller('api/endpoints/temporadas')
export class TemporadasController {
  constructor(
    private readonly temporadas: TemporadasService,
    private readonly longWeekends: LongWeekendsService,
    private readonly estadias: StayPricingService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Las temporadas, por su primera noche, con sus rangos, precios o porcentaje, recargo, mínimo y días sin ingresos' })
  async list(@Query() query: QueryParams) {
    rejectUnknown(query, ['_t']);
    return { success: true, temporadas: await this.temporadas.list() };
  }

  @Get('sugerencias')
  @ApiOperation({
    summary: 'Fines de semana largos de un año (?anio=2027) como sugerencias: nada se aplica hasta que se crea la temporada',
    description: 'Tres o más días libres seguidos que unen un feriado nacional (o día no laborable o puente) con un fin de semana. noches: las noches que cubriría la temporada.',
  })
  async suggestions(@Query() query: QueryParams) {
    rejectUnknown(query, ['anio', '_t']);
    const { anio } = parseOrThrow(sugerenciasQuerySchema, query);
    return { success: true, anio, sugerencias: await this.longWeekends.suggestions(anio), aviso: AVISO_SUGERENCIAS };
  }

  @Get('limites')
  @ApiOperation({
    summary: 'Los límites de las temporadas para una estadía (?fecha_entrada&fecha_salida), de cualquier tipo y precio',
    description:
      'rechazo: el mensaje de la regla (estadía mínima, día sin ingresos) con que POST y PUT reservas rechazan esas fechas sin motivo_minimo, o null. ' +
      'Para camping y grupos, que la lista de precios no cotiza por temporada; cabañas y dormis lo leen en hospedajes?precio con fechas.',
  })
  async limits(@Query() query: QueryParams) {
    rejectUnknown(query, ['fecha_entrada', 'fecha_salida', '_t']);
    const { fecha_entrada, fecha_salida } = parseOrThrow(limitesEstadiaQuerySchema, query);
    return { success: true, rechazo: await this.estadias.limitRefusal(fecha_entrada, fecha_salida) };
  }

  @Post()
  @RequireRole('admin')
  @ApiOperation({ summary: 'Crea una temporada (solo administradores)', description: RULES })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(temporadaInputSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const temporada = await this.temporadas.create(parseOrThrow(temporadaInputSchema, body));
    return { success: true, message: TEMPORADA_MSG.creada, temporada };
  }

  @Put(':id')
  @RequireRole('admin')
  @ApiOperation({ summary: 'Cambia una temporada entera (solo administradores); 404 si no existe', description: RULES })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(temporadaInputSchema)
  async update(@Param('id') rawId: string, @Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const { id } = parseOrThrow(temporadaIdParamSchema, { id: rawId });
    const temporada = await this.temporadas.update(id, parseOrThrow(temporadaInputSchema, body));
    return { success: true, message: TEMPORADA_MSG.actualizada, temporada };
  }

  @Delete(':id')
  @RequireRole('admin')
  @ApiOperation({ summary: 'Elimina una temporada con sus rangos y precios (solo administradores); 404 si no existe' })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  async remove(@Param('id') rawId: string, @Query() query: QueryParams) {
    rejectUnknown(query, []);
    const { id } = parseOrThrow(temporadaIdParamSchema, { id: rawId });
    await this.temporadas.remove(id);
    return { success: true, message: TEMPORADA_MSG.eliminada };
  }
}
