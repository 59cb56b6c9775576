import { Module } from '@nestjs/common';
import { HuespedesController } from './huespedes.controller';
import { HuespedesRepository } from './huespedes.repository';
import { HuespedesService } from './huespedes.service';

/** The guests of a stay (issue 36); the check-in (ReservasModule) asks it what is missing. */
@Module({
  controllers: [HuespedesController],
  providers: [HuespedesService, HuespedesRepository],
  exports: [HuespedesService, HuespedesRepository],
})
export class HuespedesModule {}
