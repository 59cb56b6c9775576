import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../database/database-unavailable';
import { unavailableAnswer } from '../database/write-outcome';
import {
  PG_CHECK_VIOLATION,
  PG_CONSTRAINT_ESTADIA_BLOQUEO,
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgConstraint,
  pgErrorCode,
} from '../database/postgres-errors';
import { scopeOf } from '../http/actor-scope';
import { isFastifyError, spanishBodyError } from '../http/body-errors';
import { errorBody } from '../http/error-body';

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return fallback;
}

const STATUS_FALLBACK: Record<number, string> = {
  400: MSG.solicitudInvalida,
  401: MSG.noAutorizado,
  403: MSG.sinPermiso,
  404: MSG.recursoNoEncontrado,
  405: MSG.metodoNoPermitido,
  409: 'La operación entra en conflicto con los datos existentes',
  413: MSG.solicitudDemasiadoGrande,
  415: MSG.cuerpoNoJson,
  429: MSG.demasiadasSolicitudes,
  503: MSG.servicioNoDisponible,
};

/** Nest's and Fastify's own texts are English ("Cannot GET /x", "Bad Request"): never sent. */
const ENGLISH = /^(Cannot [A-Z]+ |[A-Z][a-z]+( [A-Z][a-z]+)*$)/;

/**
 * Every error leaves as JSON `{success: false, message, error: true}` in Spanish with the right status (http/error-body.ts).
 * Database constraint violations that slipped past a service are still 4xx, an unreachable or timed-out database is a
 * 503 with Retry-After, never a 500; a real 500 is logged as a bug.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errores');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    if (response.sent) return;

    if (exception instanceof HttpException && isFastifyError(exception.cause)) {
      const { status, message } = spanishBodyError(exception.cause, exception.getStatus());
      void response.status(status).send(errorBody(message));
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const message = messageOf(body, STATUS_FALLBACK[status] ?? MSG.errorInterno);
      const { statusCode: _statusCode, error, success: _success, message: _message, ...extra } =
        body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const finalMessage = ENGLISH.test(message) ? (STATUS_FALLBACK[status] ?? MSG.errorInterno) : message;
      // A Spanish text a handler put in `error` on purpose (the income report, spec section 7) is kept; Nest's
      // English status name there ("Bad Request") is not.
      const spanishError = typeof error === 'string' && error !== HttpStatus[status] && !ENGLISH.test(error);
      void response.status(status).send(errorBody(finalMessage, extra, spanishError ? error : true));
      return;
    }

    // A write says whether it was saved (database/write-outcome.ts): a COMMIT without answer is never a 500 either.
    const writes = scopeOf(host.switchToHttp().getRequest<FastifyRequest>())?.writes;
    if (isDatabaseUnavailable(exception) || writes?.outcomeUnknown) {
      this.logger.warn(`Base de datos no disponible: ${exception instanceof Error ? exception.message : String(exception)}`);
      const answer = unavailableAnswer(writes);
      if (answer.retryAfter) void response.header('Retry-After', String(RETRY_AFTER_SECONDS));
      void response.status(HttpStatus.SERVICE_UNAVAILABLE).send(errorBody(answer.message));
      return;
    }
    const code = pgErrorCode(exception);
    if (code === PG_EXCLUSION_VIOLATION) {
      const blocked = pgConstraint(exception) === PG_CONSTRAINT_ESTADIA_BLOQUEO;
      void response.status(HttpStatus.CONFLICT).send(errorBody(blocked ? MSG.hospedajeBloqueado : MSG.hospedajeNoDisponible));
      return;
    }
    if (code === PG_UNIQUE_VIOLATION) {
      void response.status(HttpStatus.CONFLICT).send(errorBody(STATUS_FALLBACK[409]));
      return;
    }
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_CHECK_VIOLATION || code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
      void response.status(HttpStatus.BAD_REQUEST).send(errorBody('Los datos enviados no son válidos'));
      return;
    }

    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    void response.status(HttpStatus.INTERNAL_SERVER_ERROR).send(errorBody(MSG.errorInterno));
  }
}
