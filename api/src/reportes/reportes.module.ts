import { Module } from '@nestjs/common';
import { ReportesRepository } from './reportes.repository';
import { ReportesService } from './reportes.service';

/** Reports are served under `reservas` (spec section 7), by the reservations controller. */
@Module({
  providers: [ReportesService, ReportesRepository],
  exports: [ReportesService],
})
export class ReportesModule {}
