import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { firstIssueMessage } from '@camping/contracts/schemas/common';

const EXPECTED: Record<string, string> = {
  object: 'un objeto',
  array: 'una lista',
  number: 'un número',
  int: 'un número entero',
  string: 'un texto',
  boolean: 'verdadero o falso',
};

interface RawIssue {
  code?: string;
  path?: PropertyKey[];
  expected?: string;
  input?: unknown;
}

/**
 * The Spanish message of an issue whose schema carries none of its own (zod's own texts are English): it names the
 * field. Schema messages always win over this fallback.
 */
export function spanishFallback(issue: RawIssue): string {
  const path = (issue.path ?? []).filter((p) => typeof p === 'string' || typeof p === 'number');
  if (path.length === 0) return 'Los datos enviados deben ser un objeto JSON';
  const campo = path.join('.');
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return `El campo ${campo} es obligatorio`;
      return `El campo ${campo} debe ser ${EXPECTED[issue.expected ?? ''] ?? 'de otro tipo'}`;
    case 'invalid_value':
      return `El campo ${campo} tiene un valor no permitido`;
    case 'too_big':
    case 'too_small':
      return `El campo ${campo} está fuera del rango permitido`;
    default:
      return `El campo ${campo} no es válido`;
  }
}

/** zod's parse options, the same for every call: built once rather than per request. */
const PARSE_OPTIONS = { error: (issue: unknown) => spanishFallback(issue as RawIssue) };

/** Validates input with the shared zod schema; a refusal is a 400 whose Spanish message names the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, PARSE_OPTIONS);
  if (!result.success) {
    throw new BadRequestException({ success: false, message: firstIssueMessage(result.error) });
  }
  return result.data;
}
