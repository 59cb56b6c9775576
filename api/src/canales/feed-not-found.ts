import type { FastifyReply } from 'fastify';
import { MSG } from '@camping/contracts/messages';

/**
 * Anything under /ical/ that is not a live feed: an unknown or replaced token, another extension, a nested path.
 * Plain text, because calendar importers show the body as is; the same answer for every case tells a prober nothing.
 */
export function answerFeedNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${MSG.calendarioNoEncontrado}\n`);
}

export function isFeedPath(requestPath: string): boolean {
  return requestPath === '/ical' || requestPath.startsWith('/ical/');
}
