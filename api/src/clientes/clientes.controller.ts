import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { clienteCreateSchema, clienteIdQuerySchema, clienteInputSchema } from '@camping/contracts/schemas/cliente';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { RequireRole } from '../auth/public.decorator';
import { ApiQueries, ApiZodBody } from '../common/openapi';
import { parseOrThrow } from '../common/parse-or-throw';
import { rejectUnknown, type QueryParams } from '../common/query-params';
import { answerQuery, ApiQueryVariants } from '../common/query-variants';
import { CLIENTES_GET_NOTES, CLIENTES_GET_VARIANTS } from './clientes-queries';
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
  @ApiQueryVariants('Lista de clientes por apellido, búsqueda (?search=) o una página (?page=)', CLIENTES_GET_VARIANTS, CLIENTES_GET_NOTES)
  @ApiQueries([
    { name: 'page', description: 'lista paginada: número de página (desde 1)', example: 1 },
    { name: 'page_size', description: `lista paginada: filas por página (1-${PAGE_SIZE_MAX}, 50 por omisión)`, example: 50 },
    { name: 'sort', description: 'lista paginada: columna de orden, - delante para descendente', example: 'apellido' },
    { name: 'search', description: 'texto a buscar (hasta 100 caracteres)', example: 'perez' },
    { name: 'id', description: 'un cliente', example: 1 },
    { name: '_t', description: 'marca de tiempo anti-caché (se ignora)' },
  ])
  list(@Query() query: QueryParams, @Res({ passthrough: true }) reply: FastifyReply) {
    return answerQuery(CLIENTES_GET_VARIANTS, query, { clientes: this.clientes, reply });
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
