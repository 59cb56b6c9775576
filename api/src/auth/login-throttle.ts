import { Injectable } from '@nestjs/common';
import { RateLimitRepository, type CounterHit } from '../rate-limit/rate-limit.repository';

/**
 * The login throttle (docs/decisions.md, Login throttle). Every attempt is counted before its password is checked,
 * in one atomic statement, so a burst of any size checks at most the limit:
 * - 5 per user name and address in 15 minutes: the one that stops guessing, and the only one an address that
 *   logged in to that account before is subject to;
 * - 30 per address in 15 minutes, whatever the user names: one address trying many accounts;
 * - 20 per user name in an hour from addresses that never logged in to it: many addresses guessing one account.
 *   An address where the account logged in successfully in the last 30 days is never stopped by this one, so an
 *   attack from elsewhere cannot lock the administrator out of the office.
 * A success clears its pair and gives back its other hits; failures stay counted until their window ends.
 */
export const LOGIN_LIMITS = {
  pair: { max: 5, windowMs: 15 * 60_000 },
  address: { max: 30, windowMs: 15 * 60_000 },
  account: { max: 20, windowMs: 60 * 60_000 },
  knownAddressMs: 30 * 24 * 60 * 60_000,
};

export interface LoginAttempt {
  /** The keys counted for this attempt, for `succeeded`. */
  counted: string[];
  pairKey: string;
  knownKey: string;
}

export type LoginAdmission = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAfterSeconds: number };

/**
 * The name is encoded in the pair key (`:` becomes `%3A`), so the pairs of one user are exactly the keys starting
 * with `login:par:<name>:` and `unlock` cannot reach another user whose name starts the same way.
 */
const pairPrefix = (name: string) => `login:par:${encodeURIComponent(name)}:`;

const keysFor = (usuario: string, ip: string) => {
  const name = usuario.toLowerCase();
  return {
    pair: `${pairPrefix(name)}${ip}`,
    address: `login:ip:${ip}`,
    account: `login:usuario:${name}`,
    known: `login:conocida:${name}:${ip}`,
  };
};

@Injectable()
export class LoginThrottle {
  constructor(private readonly counters: RateLimitRepository) {}

  /** Counts the attempt and says whether its password may be checked. */
  async admit(usuario: string, ip: string): Promise<LoginAdmission> {
    const keys = keysFor(usuario, ip);
    const known = await this.counters.isRemembered(keys.known);
    const hits: Array<CounterHit & { max: number }> = [
      { key: keys.pair, windowMs: LOGIN_LIMITS.pair.windowMs, max: LOGIN_LIMITS.pair.max },
      { key: keys.address, windowMs: LOGIN_LIMITS.address.windowMs, max: LOGIN_LIMITS.address.max },
    ];
    if (!known) hits.push({ key: keys.account, windowMs: LOGIN_LIMITS.account.windowMs, max: LOGIN_LIMITS.account.max });
    const states = await this.counters.hit(hits);
    const over = states.filter((state, i) => state.count > hits[i].max);
    if (over.length) return { allowed: false, retryAfterSeconds: Math.max(...over.map((s) => s.retryAfterSeconds)) };
    return { allowed: true, attempt: { counted: states.map((s) => s.key), pairKey: keys.pair, knownKey: keys.known } };
  }

  /** After the right password: the pair starts over, the other hits are given back, the address becomes known. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.counters.forget(attempt.pairKey);
    await this.counters.refund(attempt.counted.filter((key) => key !== attempt.pairKey));
    await this.counters.remember(attempt.knownKey, LOGIN_LIMITS.knownAddressMs);
  }

  /**
   * Lifts a user's lockout (`npm run user -- unlock`): forgets the failures counted against the name, from every
   * address (its pairs) and from addresses it never logged in from (its account counter). An address's own counter
   * stays: it guards every account, not this one. Known addresses stay known. How many counters were removed.
   */
  async unlock(usuario: string): Promise<number> {
    const name = usuario.toLowerCase();
    return this.counters.forgetMatching([`login:usuario:${name}`], [pairPrefix(name)]);
  }
}
