/**
 * One log line per API call (method, path, status, time), written when LOG_LEVEL is info or more detailed. Static
 * files would drown the log; API calls are what staff and operators need to see. A Fastify hook rather than a Nest
 * middleware: it costs nothing when request lines are off, and it sees the final status of every answer, errors too.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config/app-config';

export function logsRequests(level: AppConfig['LOG_LEVEL']): boolean {
  return ['info', 'debug', 'trace'].includes(level);
}

export function registerRequestLog(
  fastify: FastifyInstance,
  level: AppConfig['LOG_LEVEL'],
  destination: pino.DestinationStream = process.stdout,
): void {
  if (!logsRequests(level)) return;
  const logger = pino({ level, base: { context: 'HTTP' } }, destination);
  fastify.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/')) {
      logger.info(
        {
          req: { id: request.id, method: request.method, url, remoteAddress: request.ip },
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
