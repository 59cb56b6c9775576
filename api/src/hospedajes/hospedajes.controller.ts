import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import { precioUpdateSchema } from '@camping/contracts/schemas/hospedaje';
import { RequireRole } from '../auth/public.decorator';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { answerQuery, ApiQueryVariants } from '../common/query-variants';
import { PreciosService } from '../precios/precios.service';
import { StayPricingService } from '../temporadas/stay-pricing.service';
import { HOSPEDAJES_GET_VARIANTS } from './hospedajes-queries';
import { HospedajesService } from './hospedajes.service';

const PATHS = ['hospedajes', 'hospedajes.php'];

/** GET hospedajes and its variants, and the price update (spec section 7), on both spellings of the path. */
@ApiTags('hospedajes')
@Controller('api/endpoints')
export class HospedajesController {
  constructor(
    private readonly hospedajes: HospedajesService,
    private readonly precios: PreciosService,
    private readonly estadias: StayPricingService,
  ) {}

  @Get(PATHS)
  @ApiQueryVariants('Tipos, unidades, disponibilidad y precios', HOSPEDAJES_GET_VARIANTS)
  @ApiQueries([
    { name: 'id', description: 'id de una unidad', example: 1 },
    { name: 'tipos', description: 'bandera: solo los tipos' },
    { name: 'disponibilidad', description: 'bandera: disponibilidad (con hospedaje_id, de una unidad)' },
    { name: 'tipo_hospedaje_id', description: '1 cabaña, 2 dormis, 3 camping, 4 grupos', example: 1 },
    { name: 'hospedaje_id', description: 'id de la unidad' },
    { name: 'fecha_entrada', description: 'AAAA-MM-DD', example: '2027-01-10' },
    { name: 'fecha_salida', description: 'AAAA-MM-DD (la noche de salida no cuenta)', example: '2027-01-13' },
    { name: 'excluir_reserva_id', description: 'al editar: la reserva cuyas noches no cuentan (disponibilidad y unidades libres)' },
    { name: 'precio', description: 'bandera: precio por día' },
    { name: 'cantidad_personas', description: 'personas', example: 2 },
    { name: 'metodo_pago', description: 'efectivo (predeterminado), transferencia o tarjeta' },
    { name: 'precios_camping', description: 'bandera: precios de camping (con fecha_entrada y fecha_salida, la estadía por temporadas)' },
    { name: 'cantidad_adultos', description: 'camping: adultos de la estadía', example: 2 },
    { name: 'cantidad_menores', description: 'camping: menores de la estadía (0 si no se indica)', example: 0 },
    { name: 'cantidades_personas', description: 'bandera: cantidades de personas de un tipo' },
    { name: 'todos_precios', description: 'bandera: todos los precios' },
  ])
  get(@Query() query: QueryParams) {
    return answerQuery(HOSPEDAJES_GET_VARIANTS, query, { hospedajes: this.hospedajes, precios: this.precios, estadias: this.estadias });
  }

  @Put(PATHS)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Cambia un precio {id, precio} (solo administradores)' })
  @ApiForbiddenResponse({ description: MSG.sinPermiso })
  @ApiZodBody(precioUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const { id, precio } = parseOrThrow(precioUpdateSchema, body);
    return { success: true, message: MSG.precioActualizado, precio: await this.precios.actualizar(id, precio) };
  }
}
