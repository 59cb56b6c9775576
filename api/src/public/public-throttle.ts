/**
 * Rate limit of the public quote: a visitor changing dates and people makes a handful of calls a minute; a script
 * hammering the availability of the complex gets 429 with the Spanish message. Counted per address in this process
 * (docs/public-site.md, Decisions): enough for one server; a Redis storage makes it global across replicas.
 */
import { MSG } from '@camping/contracts/messages';

export const PUBLIC_QUOTE_LIMIT = { limit: 60, ttl: 60_000 };

export const PUBLIC_THROTTLER_OPTIONS = {
  throttlers: [{ name: 'default', ...PUBLIC_QUOTE_LIMIT }],
  errorMessage: MSG.demasiadasSolicitudes,
};
