import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { PostgresThrottlerStorage } from '../rate-limit/postgres-throttler-storage';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { PublicController } from './public.controller';
import { PublicQuoteService } from './public-quote.service';
import { PublicRepository } from './public.repository';
import { publicThrottlerOptions } from './public-throttle';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitModule],
      inject: [PostgresThrottlerStorage],
      useFactory: publicThrottlerOptions,
    }),
  ],
  controllers: [PublicController],
  providers: [PublicRepository, PublicQuoteService],
})
export class PublicModule {}
