/** GET clientes (and clientes.php): its variants in the order they are chosen (common/query-variants.ts). */
import type { FastifyReply } from 'fastify';
import { CLIENTE_SORT_CAMPOS, clienteIdQuerySchema, clientesPaginaQuerySchema } from '@camping/contracts/schemas/cliente';
import { busquedaQuerySchema } from '@camping/contracts/schemas/common';
import { PAGE_SIZE_MAX } from '@camping/contracts/schemas/pagina';
import { variant } from '../common/query-variants';
import { jsonText } from '../http/json-text';
import type { ClientesService } from './clientes.service';

export interface ClientesQueryContext {
  clientes: ClientesService;
  reply: FastifyReply;
}

type Ctx = ClientesQueryContext;

export const CLIENTES_GET_NOTES = ['search busca en nombre, apellido, documento y teléfono, sin distinguir mayúsculas ni acentos. _t se ignora.'];

export const CLIENTES_GET_VARIANTS = [
  variant({
    when: { anyOf: ['page'] },
    params: ['page', 'page_size', 'sort', 'search'],
    doc: `?page[&page_size=50][&sort=apellido][&search]: una página (page_size hasta ${PAGE_SIZE_MAX}), con total, page y page_size; sort: ${CLIENTE_SORT_CAMPOS.join(', ')}, con - delante para orden descendente.`,
    schema: clientesPaginaQuerySchema,
    handle: async (input, c: Ctx) => jsonText(c.reply, await c.clientes.page(input)),
  }),
  variant({
    when: { anyOf: ['id'] },
    params: ['id'],
    doc: '?id: un cliente {success, cliente} (404 «Cliente no encontrado» si no existe): la dirección /admin/clientes/:id (issue 34).',
    schema: clienteIdQuerySchema,
    handle: async ({ id }, c: Ctx) => ({ success: true, cliente: await c.clientes.get(id) }),
  }),
  variant({
    when: { anyOf: ['search'] },
    params: ['search'],
    doc: '?search: los clientes cuyo nombre, apellido, documento o teléfono contienen el texto, por apellido (vacío: todos).',
    schema: busquedaQuerySchema,
    handle: async ({ search }, c: Ctx) => {
      const found = await c.clientes.search(search);
      return typeof found === 'string' ? jsonText(c.reply, found) : found;
    },
  }),
  variant({
    when: 'none',
    params: [],
    doc: 'Sin parámetros (o solo _t): todos, por apellido.',
    schema: undefined,
    handle: (_input, c: Ctx) => c.clientes.list(),
  }),
];
