import { Module } from '@nestjs/common';
import { CanalesController } from './canales.controller';
import { CanalesRepository } from './canales.repository';
import { CanalesService } from './canales.service';
import { FeedOrigin } from './feed-origin';
import { IcalFeedController } from './ical-feed.controller';

/** Channel sync, export half: each cabin's and dormi's secret iCal feed (docs/channels.md). */
@Module({
  controllers: [CanalesController, IcalFeedController],
  providers: [CanalesRepository, CanalesService, FeedOrigin],
})
export class CanalesModule {}
