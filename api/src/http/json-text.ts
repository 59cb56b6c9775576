import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text built in PostgreSQL (database/json-sql.ts) as it is: Fastify writes a string with a JSON content
 * type without serialising it again. The answer is the same JSON the objects would have given.
 */
export function jsonText(reply: FastifyReply, text: string): string {
  reply.type('application/json; charset=utf-8');
  return text;
}
