/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers above the size limit, a malformed request
 * line) are answered by writing to the socket. Fastify's default writes an English JSON; this writes the API's one
 * error shape in Spanish.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MSG } from '@camping/contracts/messages';
import { errorBody } from './error-body';

function statusOf(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MSG.encabezadosDemasiadoGrandes };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MSG.solicitudInvalida };
  return { status: 400, message: MSG.solicitudInvalida };
}

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // The other end is gone: nobody would read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = statusOf(error.code);
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
