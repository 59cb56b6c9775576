/**
 * The legacy GETs that answer differently by the parameters present (spec section 7: `reservas?page`,
 * `hospedajes?tipos`…) as one table of variants per path: each names the keys that choose it, the parameters it
 * takes, its zod schema (libs/contracts) and its handler. The first variant whose keys are present answers; a call
 * that chooses none is refused naming its first parameter. The same table writes the path's OpenAPI description, so
 * the documented precedence is the one that runs.
 */
import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { z } from 'zod';
import { MSG } from '@camping/contracts/messages';
import { parseOrThrow } from './parse-or-throw';
import { has, queryKeys, rejectUnknown, type QueryParams } from './query-params';

/** Which parameters choose a variant: any of them, all of them, or none at all (`_t` aside). */
export type VariantKeys = { anyOf: readonly string[] } | { allOf: readonly string[] } | 'none';

export interface QueryVariant<Context> {
  when: VariantKeys;
  /** Every parameter the variant takes: any other is refused with a 400 that names it. */
  params: readonly string[];
  /** One line of the path's OpenAPI description: the call as written and what it answers. */
  doc: string;
  /** Runs before anything is read (a role check: a clerk hears «sin permiso», not a parameter error). */
  before?: (context: Context) => void;
  /** The legacy income report also names its refusals in an `error` field (spec section 7). */
  errorField?: boolean;
  /** The query read by the variant's schema (undefined for a bare flag). */
  parse: (query: QueryParams) => unknown;
  /** The answer; `variant()` gives it the schema's type. */
  handle: (input: unknown, context: Context) => unknown;
}

interface VariantSpec<Context, Schema extends z.ZodType | undefined> extends Omit<QueryVariant<Context>, 'parse' | 'handle'> {
  /** The shared contract of the variant's parameters; none for a bare flag (`?tipos`). */
  schema: Schema;
  handle: (input: Schema extends z.ZodType ? z.output<Schema> : undefined, context: Context) => unknown;
}

/** One row of a table, its handler typed by its schema. */
export function variant<Context, Schema extends z.ZodType | undefined>(spec: VariantSpec<Context, Schema>): QueryVariant<Context> {
  const { schema, handle, ...row } = spec;
  type Input = Parameters<typeof handle>[0];
  return {
    ...row,
    parse: (query) => (schema ? parseOrThrow(schema, query) : undefined),
    // What reaches `handle` is what `parse` made with this same schema.
    handle: (input, context) => handle(input as Input, context),
  };
}

function chooses(when: VariantKeys, query: QueryParams): boolean {
  if (when === 'none') return queryKeys(query).length === 0;
  if ('anyOf' in when) return when.anyOf.some((key) => has(query, key));
  return when.allOf.every((key) => has(query, key));
}

/** The variant that answers `query`, or undefined when none is chosen. */
export function chooseVariant<Context>(variants: readonly QueryVariant<Context>[], query: QueryParams): QueryVariant<Context> | undefined {
  return variants.find((v) => chooses(v.when, query));
}

/** A 400 that also carries its message as `error`. */
function withErrorField<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    const body = error.getResponse() as { message: string };
    throw new BadRequestException({ success: false, message: body.message, error: body.message });
  }
}

/** Chooses, checks and answers: the whole GET of a path with variants. */
export function answerQuery<Context>(variants: readonly QueryVariant<Context>[], query: QueryParams, context: Context): unknown {
  const chosen = chooseVariant(variants, query);
  if (!chosen) {
    // No variant chosen: the call has a parameter none of them starts with, named back (rejectUnknown throws).
    rejectUnknown(query, []);
    throw new BadRequestException({ success: false, message: MSG.parametrosNoReconocidos });
  }
  chosen.before?.(context);
  const read = () => {
    rejectUnknown(query, chosen.params);
    return chosen.parse(query);
  };
  return chosen.handle(chosen.errorField ? withErrorField(read) : read(), context);
}

/** The one OpenAPI operation of the path, its variants listed in the order they are chosen. */
export function ApiQueryVariants<Context>(summary: string, variants: readonly QueryVariant<Context>[], notes: readonly string[] = []) {
  const lines = variants.map((v, i) => `${i + 1}. ${v.doc}`);
  const description = [
    ...notes,
    'Variantes, en orden: responde la primera cuyos parámetros estén presentes; un parámetro que la variante no toma es 400 y se nombra.',
    ...lines,
  ].join('\n');
  return applyDecorators(ApiOperation({ summary, description }));
}
