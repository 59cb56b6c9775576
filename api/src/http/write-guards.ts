/**
 * Before any handler runs or any body is read, a call that changes something (every method but GET, HEAD and
 * OPTIONS, the login and logout included) must come from the site's own origin (403) and carry JSON (415). Both
 * answers have the one error shape and change nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@camping/contracts/messages';
import type { AppConfig } from '../config/app-config';
import { errorBody } from './error-body';
import { isAcceptedBody } from './json-body';
import { isSameOriginRequest } from './same-origin';
import { isReadMethod } from './served-methods';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function registerWriteGuards(fastify: FastifyInstance, config: AppConfig): void {
  const allowedOrigins = config.PUBLIC_ORIGIN;
  fastify.addHook('onRequest', (request, reply, done) => {
    if (isReadMethod(request.method)) {
      done();
      return;
    }
    const sameOrigin = isSameOriginRequest(
      {
        origin: header(request, 'origin'),
        secFetchSite: header(request, 'sec-fetch-site'),
        ownOrigin: `${request.protocol}://${request.host}`.toLowerCase(),
      },
      allowedOrigins,
    );
    if (!sameOrigin) {
      void reply.status(403).send(errorBody(MSG.origenNoPermitido));
      return;
    }
    const json = isAcceptedBody({
      contentType: header(request, 'content-type'),
      contentLength: header(request, 'content-length'),
      transferEncoding: header(request, 'transfer-encoding'),
    });
    if (!json) {
      void reply.status(415).send(errorBody(MSG.cuerpoNoJson));
      return;
    }
    done();
  });
}
