/**
 * GET clientes?page= answered from an in-memory list the way the API orders and searches it (Spanish order, empty
 * optional fields last, a DNI as a number, case- and accent-insensitive search), so the screen's requests and what
 * it draws from their answers can be checked without a server. Browser tests run against the real one.
 */
import type { ClientesPaginaParams, getCliente, listClientesPagina } from '@camping/contracts/api/clientes';
import { ApiError } from '@camping/contracts/api/http';
import { MSG } from '@camping/contracts/messages';
import type { Cliente } from '@camping/contracts/schemas/cliente';

const fold = (text: string | null) => (text ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
const collator = new Intl.Collator('es', { sensitivity: 'base' });
const bareDni = (documento: string) => documento.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

function compare(a: Cliente, b: Cliente, campo: ClientesPaginaParams['sort']['campo']): number {
  switch (campo) {
    case 'apellido':
      return collator.compare(a.apellido, b.apellido) || collator.compare(a.nombre, b.nombre);
    case 'documento':
      return bareDni(a.documento).length - bareDni(b.documento).length || collator.compare(bareDni(a.documento), bareDni(b.documento));
    case 'created_at':
      return a.created_at.localeCompare(b.created_at);
    default:
      return collator.compare(a[campo] ?? '', b[campo] ?? '');
  }
}

const isEmpty = (c: Cliente, campo: string) => ['telefono', 'modelo_vehiculo', 'patente'].includes(campo) && fold(c[campo as keyof Cliente] as string | null) === '';

export function serveClientesPages(mock: jest.MockedFunction<typeof listClientesPagina>, rows: () => Cliente[]): void {
  mock.mockImplementation(async (q) => {
    const text = fold(q.search ?? '');
    const matching = rows().filter((c) => {
      const haystack = fold(`${c.nombre} ${c.apellido}|${c.apellido} ${c.nombre}|${c.documento}|${bareDni(c.documento)}|${c.telefono ?? ''}|${(c.telefono ?? '').replace(/\D/g, '')}`);
      return text === '' || haystack.includes(text);
    });
    const sign = q.sort.desc ? -1 : 1;
    matching.sort(
      (a, b) =>
        Number(isEmpty(a, q.sort.campo)) - Number(isEmpty(b, q.sort.campo)) || sign * (compare(a, b, q.sort.campo) || a.id - b.id),
    );
    const start = (q.page - 1) * q.page_size;
    return { success: true as const, clientes: matching.slice(start, start + q.page_size), total: matching.length, page: q.page, page_size: q.page_size };
  });
}

/** GET clientes?id= (the detail at /admin/clientes/:id) from the same list: the client, or the API's 404. */
export function serveCliente(mock: jest.MockedFunction<typeof getCliente>, rows: () => Cliente[]): void {
  mock.mockImplementation(async (id) => {
    const found = rows().find((c) => c.id === id);
    if (!found) throw new ApiError(MSG.clienteNoEncontrado, 404);
    return { success: true as const, cliente: found };
  });
}
