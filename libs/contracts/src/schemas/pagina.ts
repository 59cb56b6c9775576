/**
 * The paged list calls of the admin screens (`GET reservas?page=`, `GET clientes?page=`): a page number, a page size
 * of at most 200, one whitelisted sort field (`-` in front for descending) and the answer's envelope with the total.
 */
import { z } from 'zod';
import { entero } from './common';

export const PAGE_SIZE_MAX = 200;
export const PAGE_SIZE_DEFAULT = 50;

export interface Orden<Campo extends string> {
  campo: Campo;
  desc: boolean;
}

/** `sort=-fecha_entrada` as {campo: 'fecha_entrada', desc: true}. */
export function parseSort<Campo extends string>(value: string, campos: readonly Campo[]): Orden<Campo> | null {
  const desc = value.startsWith('-');
  const campo = desc ? value.slice(1) : value;
  return (campos as readonly string[]).includes(campo) ? { campo: campo as Campo, desc } : null;
}

export function formatSort<Campo extends string>(orden: Orden<Campo>): string {
  return `${orden.desc ? '-' : ''}${orden.campo}`;
}

/** What a screen asks of a paged list: the page, its size, one sort column and an optional search. */
export interface PaginaParams<Campo extends string> {
  page: number;
  page_size: number;
  sort: Orden<Campo>;
  search?: string;
}

/** The query string of a paged list call (a blank search is left out). */
export function paginaQuery<Campo extends string>(params: PaginaParams<Campo>) {
  return {
    page: params.page,
    page_size: params.page_size,
    sort: formatSort(params.sort),
    search: params.search?.trim() || undefined,
  };
}

function sortSchema<Campo extends string>(campos: readonly Campo[], porOmision: Orden<Campo>) {
  const message = `El campo sort debe ser uno de: ${campos.join(', ')} (con - delante para orden descendente)`;
  return z
    .string({ error: message })
    .optional()
    .transform((value, ctx): Orden<Campo> => {
      if (value === undefined || value.trim() === '') return porOmision;
      const orden = parseSort(value.trim(), campos);
      if (orden) return orden;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** The query of a paged list: page, page_size, sort and an optional search text, plus the list's own filters. */
export function paginaQuerySchema<Campo extends string>(campos: readonly Campo[], porOmision: Orden<Campo>) {
  return z.object({
    page: entero('page', { min: 1, max: 1_000_000 }),
    page_size: entero('page_size', { min: 1, max: PAGE_SIZE_MAX }).optional().default(PAGE_SIZE_DEFAULT),
    sort: sortSchema(campos, porOmision),
    search: z
      .string({ error: 'El campo search debe ser un texto' })
      .max(100, { error: 'El campo search no puede superar los 100 caracteres' })
      .optional(),
  });
}

/** The envelope of a page: `{success, <items>, total, page, page_size}` (each list adds its own items key). */
export const paginaEnvelope = {
  success: z.literal(true),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
};

/** How many pages `total` rows fill (at least 1, so an empty list still reads 'Página 1 de 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
