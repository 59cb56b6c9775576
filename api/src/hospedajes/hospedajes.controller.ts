import { BadRequestException, Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '@camping/contracts/messages';
import {
  cantidadesQuerySchema,
  disponibilidadUnidadQuerySchema,
  disponiblesQuerySchema,
  hospedajeIdQuerySchema,
  precioQuerySchema,
  preciosCampingQuerySchema,
  precioUpdateSchema,
} from '@camping/contracts/schemas/hospedaje';
import { RequireRole } from '../auth/public.decorator';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, queryKeys, rejectUnknown, type QueryParams } from '../common/query-params';
import { PreciosService } from '../precios/precios.service';
import { HospedajesService } from './hospedajes.service';

const PATHS = ['hospedajes', 'hospedajes.php'];

/** GET hospedajes and its variants, and the price update (spec section 7), on both spellings of the path. */
@ApiTags('hospedajes')
@Controller('api/endpoints')
export class HospedajesController {
  constructor(
    private readonly hospedajes: HospedajesService,
    private readonly precios: PreciosService,
  ) {}

  @Get(PATHS)
  @ApiOperation({
    summary: 'Tipos, unidades, disponibilidad y precios',
    description: [
      'Sin parámetros: tipos_hospedaje y hospedajes. ?tipos: los tipos. ?id: una unidad (número, tipo y capacidad; 404 si no existe).',
      '?tipo_hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id] (o con disponibilidad=1): unidades libres para las noches [entrada, salida).',
      '?disponibilidad&hospedaje_id&fecha_entrada&fecha_salida[&excluir_reserva_id]: si una unidad está libre.',
      '?precio&tipo_hospedaje_id&cantidad_personas[&metodo_pago]: precio por día (cabañas y dormis).',
      '?precios_camping[&metodo_pago]: base, adulto y menor. ?cantidades_personas&tipo_hospedaje_id: cantidades ofrecidas.',
      '?todos_precios: la tabla de precios.',
    ].join('\n'),
  })
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
    { name: 'precios_camping', description: 'bandera: precios de camping' },
    { name: 'cantidades_personas', description: 'bandera: cantidades de personas de un tipo' },
    { name: 'todos_precios', description: 'bandera: todos los precios' },
  ])
  async get(@Query() query: QueryParams) {
    if (queryKeys(query).length === 0) {
      const [tipos_hospedaje, hospedajes] = await Promise.all([this.hospedajes.tipos(), this.hospedajes.unidades()]);
      return { success: true, tipos_hospedaje, hospedajes };
    }
    if (has(query, 'id')) {
      rejectUnknown(query, ['id']);
      return { success: true, hospedaje: await this.hospedajes.unidad(parseOrThrow(hospedajeIdQuerySchema, query).id) };
    }
    if (has(query, 'tipos')) {
      rejectUnknown(query, ['tipos']);
      return { success: true, tipos: await this.hospedajes.tipos() };
    }
    if (has(query, 'todos_precios')) {
      rejectUnknown(query, ['todos_precios']);
      return { success: true, precios: await this.precios.todos() };
    }
    if (has(query, 'precios_camping')) {
      rejectUnknown(query, ['precios_camping', 'metodo_pago']);
      const { metodo_pago } = parseOrThrow(preciosCampingQuerySchema, query);
      return { success: true, precios: await this.precios.camping(metodo_pago) };
    }
    if (has(query, 'precio')) {
      rejectUnknown(query, ['precio', 'tipo_hospedaje_id', 'cantidad_personas', 'metodo_pago']);
      const q = parseOrThrow(precioQuerySchema, query);
      return { success: true, precio: await this.precios.porDia(q.tipo_hospedaje_id, q.cantidad_personas, q.metodo_pago) };
    }
    if (has(query, 'cantidades_personas')) {
      rejectUnknown(query, ['cantidades_personas', 'tipo_hospedaje_id']);
      const { tipo_hospedaje_id } = parseOrThrow(cantidadesQuerySchema, query);
      return { success: true, cantidades: await this.hospedajes.cantidadesPersonas(tipo_hospedaje_id) };
    }
    if (has(query, 'disponibilidad') && has(query, 'hospedaje_id')) {
      rejectUnknown(query, ['disponibilidad', 'hospedaje_id', 'fecha_entrada', 'fecha_salida', 'excluir_reserva_id']);
      return this.hospedajes.disponibilidadUnidad(parseOrThrow(disponibilidadUnidadQuerySchema, query));
    }
    if (has(query, 'tipo_hospedaje_id') || has(query, 'disponibilidad')) {
      rejectUnknown(query, ['disponibilidad', 'tipo_hospedaje_id', 'fecha_entrada', 'fecha_salida', 'excluir_reserva_id']);
      return { success: true, ...(await this.hospedajes.disponibles(parseOrThrow(disponiblesQuerySchema, query))) };
    }
    rejectUnknown(query, []);
    throw new BadRequestException({ success: false, message: MSG.parametrosNoReconocidos });
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
