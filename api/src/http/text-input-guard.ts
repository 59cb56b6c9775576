/**
 * Text is clean before SQL (issue 33): a NUL or a lone surrogate in a body value or key, a query parameter, a path
 * segment or a header is a 400 naming where it is, in one hook that runs after the body is parsed and before any
 * guard or handler (the login and the public calls included), so nothing reaches PostgreSQL, which would refuse it
 * with a 500. Node's parser already refuses control characters in headers on the wire (client-errors.ts names the
 * header there); the header check here covers what arrives some other way (an injected request).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INPUT_MSG } from '@camping/contracts/messages-input';
import { findUncleanText, isCleanText } from './clean-text';
import { errorBody } from './error-body';

/** Names are shown as sent, cut where a long one would drown the message. */
function shown(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

function values(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function queryProblem(query: unknown): string | null {
  if (query === null || typeof query !== 'object') return null;
  for (const [name, value] of Object.entries(query)) {
    if (!isCleanText(name)) return INPUT_MSG.nombreDeParametroInvalido;
    if (values(value).some((v) => typeof v === 'string' && !isCleanText(v))) return INPUT_MSG.parametroConCaracteresInvalidos(shown(name));
  }
  return null;
}

function headerProblem(headers: FastifyRequest['headers']): string | null {
  for (const [name, value] of Object.entries(headers)) {
    if (values(value).some((v) => typeof v === 'string' && !isCleanText(v))) return INPUT_MSG.encabezadoConCaracteresInvalidos(shown(name));
  }
  return null;
}

function paramsProblem(params: unknown): string | null {
  if (params === null || typeof params !== 'object') return null;
  const clean = Object.values(params).every((v) => typeof v !== 'string' || isCleanText(v));
  return clean ? null : INPUT_MSG.direccionConCaracteresInvalidos;
}

function bodyProblem(body: unknown): string | null {
  const unclean = findUncleanText(body);
  if (!unclean) return null;
  // A body nested thousands deep has a path as long: only its start is named.
  const path = unclean.path.slice(0, 8).map(String).map(shown).join('.') + (unclean.path.length > 8 ? '…' : '');
  if (unclean.inKey) return INPUT_MSG.nombreDeCampoInvalido(path || undefined);
  return path ? INPUT_MSG.campoConCaracteresInvalidos(path) : INPUT_MSG.cuerpoConCaracteresInvalidos;
}

/** The first place of the request holding unstorable text, as the Spanish message that names it; null when clean. */
export function uncleanInputMessage(request: Pick<FastifyRequest, 'query' | 'params' | 'headers' | 'body'>): string | null {
  return paramsProblem(request.params) ?? queryProblem(request.query) ?? headerProblem(request.headers) ?? bodyProblem(request.body);
}

export function refuseUncleanText(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, reply, done) => {
    const message = uncleanInputMessage(request);
    if (message === null) {
      done();
      return;
    }
    void reply.status(400).send(errorBody(message));
  });
}
