import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'camping_sid';

export function readSessionToken(request: Request): string | undefined {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' ? value : undefined;
}

/** httpOnly, SameSite=Strict, and Secure whenever the request came over https. */
export function writeSessionCookie(request: Request, response: Response, token: string, expiresAt: Date): void {
  response.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure: request.secure, path: '/' });
}
