import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { HospedajesModule } from '../hospedajes/hospedajes.module';
import { PreciosModule } from '../precios/precios.module';
import { PostgresThrottlerStorage } from '../rate-limit/postgres-throttler-storage';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { ReservasModule } from '../reservas/reservas.module';
import { TemporadasModule } from '../temporadas/temporadas.module';
import { PublicController } from './public.controller';
import { PublicQuoteService } from './public-quote.service';
import { publicThrottlerOptions } from './public-throttle';
import { SitioService } from './sitio.service';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitModule],
      inject: [PostgresThrottlerStorage],
      useFactory: publicThrottlerOptions,
    }),
    HospedajesModule,
    PreciosModule,
    ReservasModule,
    TemporadasModule,
  ],
  controllers: [PublicController],
  providers: [PublicQuoteService, SitioService],
  exports: [SitioService],
})
export class PublicModule {}
