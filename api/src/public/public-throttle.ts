/**
 * Rate limit of the public quote: a visitor changing dates and people makes a handful of calls a minute; a script
 * hammering the availability of the complex gets 429 with the Spanish message and Retry-After. Counted per address
 * in PostgreSQL (rate-limit/postgres-throttler-storage.ts), so the limit holds for all replicas together.
 */
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import { MSG } from '@camping/contracts/messages';
import type { PostgresThrottlerStorage } from '../rate-limit/postgres-throttler-storage';

export const PUBLIC_QUOTE_LIMIT = { limit: 60, ttl: 60_000 };

export function publicThrottlerOptions(storage: PostgresThrottlerStorage): ThrottlerModuleOptions {
  return {
    throttlers: [{ name: 'default', ...PUBLIC_QUOTE_LIMIT }],
    errorMessage: MSG.demasiadasSolicitudes,
    storage,
  };
}
