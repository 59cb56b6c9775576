import { MSG } from '../messages';
import {
  clienteCreateResponseSchema,
  clienteListSchema,
  clientePorIdResponseSchema,
  clientesPaginaSchema,
  clienteUpdateResponseSchema,
  type ClienteInput,
  type ClienteSortCampo,
} from '../schemas/cliente';
import { successMessageSchema } from '../schemas/common';
import { paginaQuery, type PaginaParams } from '../schemas/pagina';
// By package name, not './http': Module Federation shares modules by request, and http.ts holds the one
// ApiError class and the shell's configuration, so every remote must reach the same instance.
import { apiRequest } from '@camping/contracts/api/http';

const PATH = '/endpoints/clientes';

export function listClientes(signal?: AbortSignal) {
  return apiRequest(PATH, { query: { _t: Date.now() }, schema: clienteListSchema, formatError: MSG.errorFormatoDatos, signal });
}

export function searchClientes(search: string, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { search }, schema: clienteListSchema, formatError: MSG.errorFormatoDatos, signal });
}

/** One client; 404 'Cliente no encontrado'. */
export function getCliente(id: number, signal?: AbortSignal) {
  return apiRequest(PATH, { query: { id }, schema: clientePorIdResponseSchema, signal });
}

export type ClientesPaginaParams = PaginaParams<ClienteSortCampo>;

/** One page of the Clientes screen (GET clientes?page=): its rows and how many match in all. */
export function listClientesPagina(params: ClientesPaginaParams, signal?: AbortSignal) {
  return apiRequest(PATH, {
    query: paginaQuery(params),
    schema: clientesPaginaSchema,
    formatError: MSG.errorFormatoDatos,
    signal,
  });
}

export function createCliente(body: ClienteInput) {
  return apiRequest(PATH, { method: 'POST', body, schema: clienteCreateResponseSchema });
}

export function updateCliente(id: number, body: ClienteInput) {
  return apiRequest(PATH, { method: 'PUT', query: { id }, body, schema: clienteUpdateResponseSchema });
}

export function deleteCliente(id: number) {
  return apiRequest(PATH, { method: 'DELETE', query: { id }, schema: successMessageSchema });
}
