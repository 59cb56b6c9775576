/**
 * Errors Fastify raises before a request reaches the API's handlers (malformed or huge JSON, a body of another type).
 * Nest hands them to the exception filter as an HttpException whose cause is the Fastify error; the filter answers
 * them like every other error (http/error-body.ts) in Spanish, and nothing changes.
 */
import type { FastifyError } from 'fastify';
import { MSG } from '@camping/contracts/messages';

const MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.jsonInvalido },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.jsonInvalido },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.solicitudDemasiadoGrande },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.cuerpoNoJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.solicitudInvalida },
};

/** True for an error raised by Fastify itself (its codes start with FST_). */
export function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as FastifyError).code === 'string' && (error as FastifyError).code.startsWith('FST_');
}

/** Nest maps only Fastify's 4xx errors to an HttpException: `status` is that exception's. */
export function spanishBodyError(error: FastifyError, status: number): { status: number; message: string } {
  return MESSAGES[error.code] ?? { status, message: MSG.solicitudInvalida };
}
