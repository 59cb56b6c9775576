import { Module } from '@nestjs/common';
import { PostgresThrottlerStorage } from './postgres-throttler-storage';
import { RateLimitRepository } from './rate-limit.repository';

/** The shared counters (`limites`) every rate limit uses: the login throttle and @nestjs/throttler's storage. */
@Module({
  providers: [RateLimitRepository, PostgresThrottlerStorage],
  exports: [RateLimitRepository, PostgresThrottlerStorage],
})
export class RateLimitModule {}
