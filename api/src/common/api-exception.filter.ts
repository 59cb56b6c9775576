import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import {
  PG_CHECK_VIOLATION,
  PG_EXCLUSION_VIOLATION,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../database/postgres-errors';
import { isFastifyError, spanishBodyError } from '../http/body-errors';

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
  400: 'Solicitud inválida',
  401: MSG.noAutorizado,
  403: MSG.sinPermiso,
  404: MSG.recursoNoEncontrado,
  405: 'Método no permitido',
  409: 'La operación entra en conflicto con los datos existentes',
  413: 'La solicitud es demasiado grande',
  429: MSG.demasiadasSolicitudes,
};

/**
 * Every error leaves as JSON `{success: false, message}` in Spanish with the right status. Database constraint
 * violations that slipped past a service are still 4xx, never a 500; a real 500 is logged as a bug.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errores');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    if (response.sent) return;

    if (exception instanceof HttpException && isFastifyError(exception.cause)) {
      const { status, message } = spanishBodyError(exception.cause, exception.getStatus());
      void response.status(status).send({ success: false, message });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const message = messageOf(body, STATUS_FALLBACK[status] ?? MSG.errorInterno);
      // Nest's own texts are English ("Cannot GET /x", "Bad Request"): answer with ours.
      const { statusCode: _statusCode, error, ...extra } = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const english = /^(Cannot (GET|POST|PUT|DELETE|PATCH)|[A-Z][a-z]+( [A-Z][a-z]+)*$)/.test(message);
      const finalMessage = english ? (STATUS_FALLBACK[status] ?? MSG.errorInterno) : message;
      const spanishError = typeof error === 'string' && error !== HttpStatus[status] && !/^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(error);
      void response
        .status(status)
        .send({ ...extra, success: false, message: finalMessage, ...(spanishError ? { error } : {}) });
      return;
    }

    const code = pgErrorCode(exception);
    if (code === PG_EXCLUSION_VIOLATION) {
      void response.status(HttpStatus.CONFLICT).send({ success: false, message: MSG.hospedajeNoDisponible });
      return;
    }
    if (code === PG_UNIQUE_VIOLATION) {
      void response.status(HttpStatus.CONFLICT).send({ success: false, message: STATUS_FALLBACK[409] });
      return;
    }
    if (code === PG_FOREIGN_KEY_VIOLATION || code === PG_CHECK_VIOLATION || code === '22P02' || code === '22003' || code === '22007' || code === '22008') {
      void response.status(HttpStatus.BAD_REQUEST).send({ success: false, message: 'Los datos enviados no son válidos' });
      return;
    }

    this.logger.error(exception instanceof Error ? exception.stack ?? exception.message : String(exception));
    void response.status(HttpStatus.INTERNAL_SERVER_ERROR).send({ success: false, message: MSG.errorInterno });
  }
}
