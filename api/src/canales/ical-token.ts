import { randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, 256 bits; guessing one is as hopeless as guessing a session. */
export function newIcalToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `<token>.ics` as the feed's last path segment; anything else under /ical/ is not a feed. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function tokenOfFeedFile(file: string): string | null {
  return FEED_FILE.exec(file)?.[1] ?? null;
}

export function feedPath(token: string): string {
  return `/ical/${token}.ics`;
}
