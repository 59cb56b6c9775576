/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers above the size limit, a malformed request
 * line, a control character such as NUL in a header) are answered by writing to the socket. Fastify's default
 * writes an English JSON; this writes the API's one error shape in Spanish, naming the header when one is at fault.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MSG } from '@camping/contracts/messages';
import { INPUT_MSG } from '@camping/contracts/messages-input';
import { errorBody } from './error-body';

/** What Node's parser refuses in a header line: controls other than tab (RFC 9110 field-value). */
function hasControl(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09) || code === 0x7f) return true;
  }
  return false;
}
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;

/**
 * The header whose line holds a control character, from the bytes Node could not parse; null when none does or when
 * the fault is in the name itself (a name is echoed only when it is a plain token).
 */
export function headerWithControlCharacter(rawPacket: unknown): string | null | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const lines = rawPacket.toString('latin1').split('\r\n').slice(1);
  for (const line of lines) {
    if (line === '') break;
    if (!hasControl(line)) continue;
    const name = line.slice(0, Math.max(0, line.indexOf(':')));
    return TOKEN.test(name) ? name.toLowerCase() : null;
  }
  return undefined;
}

type ClientError = Error & { code?: string; rawPacket?: unknown };

function statusOf(error: ClientError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: MSG.encabezadosDemasiadoGrandes };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: MSG.solicitudInvalida };
  const header = headerWithControlCharacter(error.rawPacket);
  if (header) return { status: 400, message: INPUT_MSG.encabezadoConCaracteresInvalidos(header) };
  if (header === null) return { status: 400, message: INPUT_MSG.encabezadoInvalido };
  return { status: 400, message: MSG.solicitudInvalida };
}

export function answerClientError(error: ClientError, socket: Socket): void {
  // The other end is gone: nobody would read an answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = statusOf(error);
  const body = JSON.stringify(errorBody(message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
