import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import {
  CLIENTE_SORT_CAMPOS,
  clienteCreateSchema,
  clienteIdQuerySchema,
  clienteInputSchema,
  clientesPaginaQuerySchema,
} from '@camping/contracts/schemas/cliente';
import { busquedaQuerySchema } from '@camping/contracts/schemas/common';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { RequireRole } from '../auth/public.decorator';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { has, rejectUnknown, type QueryParams } from '../common/query-params';
import { jsonText } from '../http/json-text';
import { ClientesService } from './clientes.service';
import { withoutUnchangedPhone } from './legacy-phone';

const PATHS = ['clientes', 'clientes.php'];
const ID_QUERY = [{ name: 'id', description: 'id del cliente', example: 1 }];

/** Clients (spec section 7), on both spellings of the path. */
@ApiTags('clientes')
@Controller('api/endpoints')
export class ClientesController {
  constructor(private readonly clientes: ClientesService) {}

  @Get(PATHS)
  @ApiOperation({
    summary: 'Lista de clientes por apellido, búsqueda (?search=) o una página (?page=)',
    description: [
      'search busca en nombre, apellido, documento y teléfono, sin distinguir mayúsculas ni acentos. _t se ignora.',
      `?page[&page_size=50][&sort=apellido][&search]: una página (page_size hasta ${PAGE_SIZE_MAX}), con total, page y page_size; sort: ${CLIENTE_SORT_CAMPOS.join(', ')}, con - delante para orden descendente.`,
    ].join('\n'),
  })
  @ApiQueries([
    { name: 'page', description: 'lista paginada: número de página (desde 1)', example: 1 },
    { name: 'page_size', description: `lista paginada: filas por página (1-${PAGE_SIZE_MAX}, 50 por omisión)`, example: 50 },
    { name: 'sort', description: 'lista paginada: columna de orden, - delante para descendente', example: 'apellido' },
    { name: 'search', description: 'texto a buscar (hasta 100 caracteres)', example: 'perez' },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  async list(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply) {
    if (has(query, 'page')) {
      rejectUnknown(query, ['page', 'page_size', 'sort', 'search']);
      return jsonText(reply, await this.clientes.page(parseOrThrow(clientesPaginaQuerySchema, query)));
    }
    rejectUnknown(query, ['search']);
    if (has(query, 'search')) {
      const found = await this.clientes.search(parseOrThrow(busquedaQuerySchema, query).search);
      return typeof found === 'string' ? jsonText(reply, found) : found;
    }
    return this.clientes.list();
  }

  @Post(PATHS)
  @ApiOperation({ summary: 'Crea un cliente (documento único: un duplicado es 409)' })
  @ApiZodBody(clienteCreateSchema)
  async create(@Body() body: unknown) {
    const cliente = await this.clientes.create(parseOrThrow(clienteCreateSchema, body));
    return { success: true, message: MSG.clienteCreado, cliente };
  }

  @Put(PATHS)
  @ApiOperation({ summary: 'Actualiza un cliente (?id=)' })
  @ApiQueries(ID_QUERY)
  @ApiZodBody(clienteInputSchema)
  async update(@Query() query: QueryParams, @Body() body: unknown) {
    rejectUnknown(query, ['id']);
    const { id } = parseOrThrow(clienteIdQuerySchema, query);
    const stored = await this.clientes.storedPhone(id);
    const legacy = withoutUnchangedPhone(body, stored);
    const data = parseOrThrow(clienteInputSchema, legacy.body);
    const cliente = await this.clientes.update(id, legacy.unchanged ? { ...data, telefono: stored ?? null } : data);
    return { success: true, message: MSG.clienteActualizado, cliente };
  }

  @Delete(PATHS)
  @HttpCode(200)
  @RequireRole('admin')
  @ApiOperation({ summary: 'Elimina un cliente (?id=; solo administradores); con reservas se rechaza con 409' })
  @ApiQueries(ID_QUERY)
  async remove(@Query() query: QueryParams) {
    rejectUnknown(query, ['id']);
    const { id } = parseOrThrow(clienteIdQuerySchema, query);
    await this.clientes.remove(id);
    return { success: true, message: MSG.clienteEliminado };
  }
}
