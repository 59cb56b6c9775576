import { Module } from '@nestjs/common';
import { PreciosModule } from '../precios/precios.module';
import { LongWeekendsService } from './long-weekends.service';
import { StayPricingService } from './stay-pricing.service';
import { TemporadasController } from './temporadas.controller';
import { TemporadasRepository } from './temporadas.repository';
import { TemporadasService } from './temporadas.service';

/** Seasons and rates (issue 35): the seasons' calls, and the stay's price that GET hospedajes and the public quote use. */
@Module({
  imports: [PreciosModule],
  controllers: [TemporadasController],
  providers: [TemporadasRepository, TemporadasService, StayPricingService, LongWeekendsService],
  exports: [StayPricingService],
})
export class TemporadasModule {}
