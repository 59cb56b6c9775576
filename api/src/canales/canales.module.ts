import { Module } from '@nestjs/common';
import { CanalesController } from './canales.controller';
import { CanalesRepository } from './canales.repository';
import { CanalesService } from './canales.service';
import { FeedOrigin } from './feed-origin';
import { IcalFeedController } from './ical-feed.controller';
import { CalendariosController } from './import/calendarios.controller';
import { CalendariosRepository } from './import/calendarios.repository';
import { CalendariosService } from './import/calendarios.service';
import { IcalParsePool } from './import/ical-parse-pool';
import { IcalSyncSchedule } from './import/ical-sync-schedule';
import { IcalSyncService } from './import/ical-sync.service';

/** Channel sync: each cabin's and dormi's secret iCal feed, and the import of external calendars (docs/channels.md). */
@Module({
  controllers: [CanalesController, IcalFeedController, CalendariosController],
  providers: [CanalesRepository, CanalesService, FeedOrigin, CalendariosRepository, CalendariosService, IcalParsePool, IcalSyncService, IcalSyncSchedule],
})
export class CanalesModule {}
