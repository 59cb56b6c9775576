/**
 * One log line per API call and iCal feed poll (method, path, status, time), written when LOG_LEVEL is info or more detailed. Static
 * files would drown the log; API calls are what staff and operators need to see. A Fastify hook rather than a Nest
 * middleware: it costs nothing when request lines are off, and it sees the final status of every answer, errors too.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config/app-config';

export function logsRequests(level: AppConfig['LOG_LEVEL']): boolean {
  return ['info', 'debug', 'trace'].includes(level);
}

/**
 * Feed polls are logged too (operators see Airbnb's calls), but the token is a key: nothing after /ical/ (path or
 * query, where a mistyped token could sit) reaches a log.
 */
/** The URL as logged: API calls as they came, /ical/ paths with the secret part replaced. */
export function loggedUrl(url: string): string | null {
  if (url === '/api' || url.startsWith('/api/')) return url;
  if (url === '/ical' || url.startsWith('/ical/')) return '/ical/[oculto]';
  return null;
}

export function registerRequestLog(
  fastify: FastifyInstance,
  level: AppConfig['LOG_LEVEL'],
  destination: pino.DestinationStream = process.stdout,
): void {
  if (!logsRequests(level)) return;
  const logger = pino({ level, base: { context: 'HTTP' } }, destination);
  fastify.addHook('onResponse', (request, reply, done) => {
    const url = loggedUrl(request.url);
    if (url !== null) {
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
