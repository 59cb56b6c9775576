import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitRepository } from './rate-limit.repository';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * @nestjs/throttler's storage on the shared PostgreSQL counters, so a limit holds across replicas instead of per
 * process. Fixed windows of `ttl`: a caller over the limit waits for the window to end (Retry-After), so the
 * throttler's separate block duration is not used.
 */
@Injectable()
export class PostgresThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly counters: RateLimitRepository) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const [state] = await this.counters.hit([{ key: `throttler:${throttlerName}:${key}`, windowMs: ttl }]);
    const isBlocked = state.count > limit;
    return {
      totalHits: state.count,
      timeToExpire: state.retryAfterSeconds,
      isBlocked,
      timeToBlockExpire: isBlocked ? state.retryAfterSeconds : 0,
    };
  }
}
