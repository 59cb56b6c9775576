import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'camping_sid';

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/** httpOnly, SameSite=Strict, and Secure whenever the request came over https. */
export function writeSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isHttps(request),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: isHttps(request), path: '/' });
}
