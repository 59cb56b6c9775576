import { Module } from '@nestjs/common';
import { PagosController } from './pagos.controller';
import { PagosRepository } from './pagos.repository';
import { PagosService } from './pagos.service';
import { ReembolsosController } from './reembolsos.controller';
import { ReembolsosRepository } from './reembolsos.repository';
import { ReembolsosService } from './reembolsos.service';

/**
 * Payments (issue 16) and refunds (issue 32): the money of a stay. Exports both services: a new booking records its
 * seña, and a cancellation its refund, in their own transaction.
 */
@Module({
  controllers: [PagosController, ReembolsosController],
  providers: [PagosService, PagosRepository, ReembolsosService, ReembolsosRepository],
  exports: [PagosService, ReembolsosService],
})
export class PagosModule {}
