import { Module } from '@nestjs/common';
import { BloqueosController } from './bloqueos.controller';
import { BloqueosRepository } from './bloqueos.repository';

/** Blocks of a unit's nights: read by the calendar and the grid, manual ones made and removed by staff. */
@Module({
  controllers: [BloqueosController],
  providers: [BloqueosRepository],
})
export class BloqueosModule {}
