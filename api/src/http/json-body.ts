/**
 * The API reads JSON and nothing else. An HTML form can only send `application/x-www-form-urlencoded`,
 * `multipart/form-data` or `text/plain`, and a `no-cors` fetch only those three too: refusing every other type than
 * JSON closes both ways a page of another site had to write, before any body is parsed.
 */
import type { FastifyInstance } from 'fastify';

const JSON_MEDIA_TYPE = 'application/json';

export interface BodyHeaders {
  contentType?: string;
  contentLength?: string;
  transferEncoding?: string;
}

/** True when the request carries a body (a length above zero or a chunked one). */
function hasBody(headers: BodyHeaders): boolean {
  if (headers.transferEncoding !== undefined) return true;
  return headers.contentLength !== undefined && headers.contentLength.trim() !== '0';
}

/**
 * True when a call that changes something may go on: a JSON content type (with or without a body: real clients send
 * `DELETE` with `Content-Type: application/json` and nothing else), or no content type and no body at all (a form
 * always sends a type, so this is not a way around the check; `POST /api/auth/logout` from any client is fine).
 */
export function isAcceptedBody(headers: BodyHeaders): boolean {
  if (headers.contentType === undefined || headers.contentType.trim() === '') return !hasBody(headers);
  return headers.contentType.split(';')[0].trim().toLowerCase() === JSON_MEDIA_TYPE;
}

/**
 * Fastify's JSON parser, where an empty body is no body (Fastify's own refuses it). Every other parser goes: a body
 * of another type cannot reach a handler even if a route forgot the guard.
 */
export function useJsonBodiesOnly(fastify: FastifyInstance, bodyLimit: number): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(JSON_MEDIA_TYPE, { parseAs: 'string', bodyLimit }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    // Fastify's default JSON parser is the callback kind: it answers through `done` and returns nothing. Its type is
    // the union of both kinds of parser (callback or promise), hence the `void`: there is no promise to wait for.
    void parseJson(request, body as string, done);
  });
}
