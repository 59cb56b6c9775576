import { Module } from '@nestjs/common';
import { LimpiezaController } from './limpieza.controller';
import { LimpiezaRepository } from './limpieza.repository';
import { LimpiezaService } from './limpieza.service';

/** Housekeeping (issue 36): unit states, the day's list, fuera de servicio periods. */
@Module({
  controllers: [LimpiezaController],
  providers: [LimpiezaRepository, LimpiezaService],
})
export class LimpiezaModule {}
