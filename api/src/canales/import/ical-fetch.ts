/**
 * Reads an external calendar's URL through the one guarded fetch (net/guarded-fetch.ts, docs/channels.md): at most
 * 15 s and 5 MB, at most 5 redirects, public addresses only unless ICAL_ALLOW_PRIVATE_URLS.
 */
import type { AddressPolicy } from '../../net/address-policy';
import { guardedFetch, type GuardedFetchResult } from '../../net/guarded-fetch';

export const FETCH_LIMITS = { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

/** The feed's bytes and content type; a GuardedFetchError (its reason for the log) otherwise. */
export function fetchCalendar(url: string, policy: AddressPolicy): Promise<GuardedFetchResult> {
  return guardedFetch(url, { policy, ...FETCH_LIMITS, accept: 'text/calendar, */*;q=0.5' });
}
