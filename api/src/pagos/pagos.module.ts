import { Module } from '@nestjs/common';
import { PagosController } from './pagos.controller';
import { PagosRepository } from './pagos.repository';
import { PagosService } from './pagos.service';

/** Payments (issue 16). Exports its service: a new booking records its seña through it, in the booking's transaction. */
@Module({
  controllers: [PagosController],
  providers: [PagosService, PagosRepository],
  exports: [PagosService],
})
export class PagosModule {}
