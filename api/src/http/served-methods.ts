/**
 * The API and the site answer GET, HEAD, POST, PUT, PATCH and DELETE. Any other method (OPTIONS: no cross-origin
 * calls are served; TRACE; WebDAV's PROPFIND...) gets 405 in the one error shape, before routing, so no framework
 * default answers it in English.
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import { errorBody } from './error-body';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/** Methods that only read: they never change anything, so they need no origin check and write under no one's name. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method);
}

export function refuseUnservedMethods(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (SERVED.has(request.method)) {
      done();
      return;
    }
    void reply.status(405).header('Allow', SERVED_METHODS.join(', ')).send(errorBody(MSG.metodoNoPermitido));
  });
}
