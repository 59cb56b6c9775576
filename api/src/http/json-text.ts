import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeptAnswer } from '../database/kept-answers';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends JSON text built in PostgreSQL (database/json-sql.ts) as it is: Fastify writes a string with a JSON content
 * type without serialising it again. The answer is the same JSON the objects would have given.
 */
export function jsonText(reply: FastifyReply, text: string): string {
  reply.type(JSON_TYPE);
  return text;
}

/** Whether the caller takes gzip (every browser does): `gzip` or `*` listed without `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends an answer kept per replica (database/read-cache.ts), or JSON text: a kept one goes out as its stored bytes,
 * gzipped once for every caller that accepts gzip (the compression plugin leaves an encoded answer alone).
 */
export async function jsonAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer | string): Promise<Buffer | string> {
  if (typeof answer === 'string') return jsonText(reply, answer);
  reply.type(JSON_TYPE);
  reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return answer.body;
  reply.header('Content-Encoding', 'gzip');
  return answer.gzip();
}
