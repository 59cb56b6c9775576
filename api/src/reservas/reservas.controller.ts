import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { reservaConfirmarSchema, reservaCreateSchema, reservaIdQuerySchema, reservaUpdateSchema } from '@camping/contracts/schemas/reserva';
import { esPrereservaAlta } from '@camping/contracts/schemas/reserva-alta';
import { RequireRole } from '../auth/public.decorator';
import type { AuthenticatedRequest } from '../auth/session.guard';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { answerQuery, ApiQueryVariants } from '../common/query-variants';
import { ReportesService } from '../reportes/reportes.service';
import { RESERVAS_GET_NOTES, RESERVAS_GET_VARIANTS } from './reservas-queries';
import { ReservasLecturasService } from './reservas-lecturas.service';
import { ReservasService } from './reservas.service';

const PATHS = ['reservas', 'reservas.php'];

/** Reservations (spec section 7), on both spellings of the path. GET answers one variant per set of parameters (reservas-queries.ts). */
@ApiTags('reservas')
@Controller('api/endpoints')
export class ReservasController {
  constructor(
    private readonly reservas: ReservasService,
    private readonly lecturas: ReservasLecturasService,
    private readonly reportes: ReportesService,
  ) {}

  @Get(PATHS)
  @ApiQueryVariants(
    'Reservas: lista, rango, por cliente, búsqueda, fechas ocupadas, reporte de ingresos, por temporada, ingresos mensuales y ocupación',
    RESERVAS_GET_VARIANTS,
    RESERVAS_GET_NOTES,
  )
  @ApiQueries([
    { name: 'page', description: 'lista paginada: número de página (desde 1)', example: 1 },
    { name: 'page_size', description: `lista paginada: filas por página (1-${PAGE_SIZE_MAX}, 50 por omisión)`, example: 50 },
    { name: 'sort', description: 'lista paginada: columna de orden, - delante para descendente', example: '-fecha_entrada' },
    { name: 'prereservas', description: 'lista paginada: vigentes (pre-reservas pendientes) o vencen_hoy', example: 'vencen_hoy' },
    { name: 'llegadas', description: 'lista paginada: proximas (entran de hoy en adelante; ordene con sort=fecha_entrada)', example: 'proximas' },
    { name: 'reportes_ingresos', description: 'bandera: reporte de ingresos' },
    { name: 'reportes_temporadas', description: 'bandera: ingresos y ocupación por temporada' },
    { name: 'ingresos_mensuales', description: 'bandera: ingresos por mes' },
    { name: 'meses', description: 'ingresos mensuales: cuántos meses (1-36, 12 por omisión)', example: 12 },
    { name: 'ocupacion', description: 'bandera: ocupación por tipo' },
    { name: 'fecha_inicio', description: 'reporte y ocupación: desde (AAAA-MM-DD)' },
    { name: 'fecha_fin', description: 'reporte y ocupación: hasta, incluida (AAAA-MM-DD)' },
    { name: 'metodo_pago', description: 'reporte: todos, efectivo, transferencia o tarjeta' },
    { name: 'tipo_hospedaje', description: 'reporte: todos, cabaña, dormis, camping o grupos' },
    { name: 'desde', description: 'AAAA-MM-DD, con hasta', example: '2027-01-01' },
    { name: 'hasta', description: 'AAAA-MM-DD, con desde', example: '2027-01-31' },
    { name: 'id', description: 'una reserva', example: 1 },
    { name: 'cliente_id', description: 'id del cliente', example: 1 },
    { name: 'search', description: 'texto a buscar (hasta 100 caracteres); también en la lista paginada', example: 'perez' },
    { name: 'fecha_entrada', description: 'fechas ocupadas: inicio de la ventana (AAAA-MM-DD)' },
    { name: 'fecha_salida', description: 'fechas ocupadas: fin de la ventana, excluido (AAAA-MM-DD)' },
    { name: 'hospedaje_id', description: 'fechas ocupadas: solo esta unidad' },
    { name: 'tipo_hospedaje_id', description: 'fechas ocupadas y lista paginada: solo este tipo (1-4)' },
    { name: 'saldo', description: 'lista paginada: pendiente (con saldo pendiente, sin canceladas) o pagada', example: 'pendiente' },
    { name: 'excluir_reserva_id', description: 'fechas ocupadas: sin esta reserva (la que se edita)' },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  get(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply, @Req() request: AuthenticatedRequest) {
    const context = { reservas: this.reservas, lecturas: this.lecturas, reportes: this.reportes, request, reply };
    return answerQuery(RESERVAS_GET_VARIANTS, query, context);
  }

  @Post(PATHS)
  @ApiOperation({
    summary: 'Crea una reserva',
    description:
      'Un campo desconocido es 400 y lo nombra. hospedaje_id es null para camping y grupos (tipo_hospedaje_id dice cuál). El descuento no puede superar el monto total (400). Un solapamiento es 409 con el mensaje de la especificación. Opcional: sena_monto (y sena_metodo_pago, por omisión el de la reserva) registra la seña como pago en la misma transacción. es_prereserva: true (o estado: pendiente) la crea como pre-reserva que retiene la unidad hasta vence_el (por omisión, ahora + las horas de la configuración); al vencer sin confirmarse se cancela con una nota.',
  })
  @ApiZodBody(reservaCreateSchema)
  async create(@Query() query: QueryParams, @Body() body: unknown, @Req() request: AuthenticatedRequest) {
    rejectUnknown(query, []);
    const data = parseOrThrow(reservaCreateSchema, body);
    const reservaId = await this.reservas.create(data, request.user?.usuario ?? null);
    // A seña sent with a hold confirms it in the same transaction (a payment on a hold makes it a booking).
    const esPrereserva = esPrereservaAlta(data) && data.sena_monto === undefined;
    return { success: true, id: reservaId, message: esPrereserva ? MSG.prereservaCreada : MSG.reservaCreada };
  }

  @Post(['reservas/confirmar', 'reservas/confirmar.php'])
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirma una pre-reserva {id}: pasa a activa y deja de vencer',
    description:
      '404 si no existe; 409 si no es una pre-reserva pendiente, o si ya venció (entonces queda cancelada y la unidad libre).',
  })
  @ApiZodBody(reservaConfirmarSchema)
  async confirm(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const reserva = await this.reservas.confirm(parseOrThrow(reservaConfirmarSchema, body).id);
    return { success: true, message: MSG.prereservaConfirmada, reserva };
  }

  @Put(PATHS)
  @ApiOperation({
    summary: 'Actualiza los campos enviados de una reserva (id en el cuerpo)',
    description:
      'Cada campo enviado se aplica o se rechaza con un 400 que lo nombra. hospedaje_id mueve una estadía de cabaña o dormi a otra unidad (el tipo sigue a la unidad; capacidad y solapamiento como al crear; el monto no cambia si no se envía). Los datos unidos (cliente, tipo y número) se aceptan si repiten el valor guardado. estado sigue la tabla de estados de la estadía: un cambio que no permite (cancelar una estadía con ingreso, reactivar una con salida) es 409 y nombra el estado actual.',
  })
  @ApiZodBody(reservaUpdateSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, []);
    const reserva = await this.reservas.update(parseOrThrow(reservaUpdateSchema, body));
    return { success: true, message: MSG.reservaActualizada, reserva };
  }

  @Delete(PATHS)
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Elimina una reserva (?id=; solo administradores)', description: 'Una reserva con pagos no se elimina (409): se cancela.' })
  @ApiQueries([{ name: 'id', description: 'id de la reserva', example: 1 }])
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    await this.reservas.remove(parseOrThrow(reservaIdQuerySchema, query).id);
    return { success: true, message: MSG.reservaEliminada };
  }
}
