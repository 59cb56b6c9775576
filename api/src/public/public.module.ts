import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { PublicController } from './public.controller';
import { PublicQuoteService } from './public-quote.service';
import { PublicRepository } from './public.repository';
import { PUBLIC_THROTTLER_OPTIONS } from './public-throttle';

@Module({
  imports: [ThrottlerModule.forRoot(PUBLIC_THROTTLER_OPTIONS)],
  controllers: [PublicController],
  providers: [PublicRepository, PublicQuoteService],
})
export class PublicModule {}
