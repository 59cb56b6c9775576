import type { SessionUser } from '@camping/contracts/schemas/auth';

export interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
}

/**
 * A few seconds of memory of sessions already checked in PostgreSQL, so a busy screen does not pay a second
 * database round trip on every call (docs/api.md, benchmark). Logout on this process forgets the session at once;
 * a revocation made elsewhere (another replica, the user CLI) is seen within the TTL. Bounded in size.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession & { checkedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.checkedAt >= this.ttlMs || entry.expiresAt.getTime() <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return { user: entry.user, expiresAt: entry.expiresAt };
  }

  set(key: string, value: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { ...value, checkedAt: now });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
