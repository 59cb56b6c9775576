import { Module } from '@nestjs/common';
import { PagosModule } from '../pagos/pagos.module';
import { ReservasModule } from '../reservas/reservas.module';
import { CuentaController } from './cuenta.controller';
import { CuentaRepository } from './cuenta.repository';
import { CuentaService } from './cuenta.service';
import { ExtrasController } from './extras.controller';
import { ExtrasRepository } from './extras.repository';
import { ExtrasService } from './extras.service';

/**
 * A stay's account (issue 32): its lines (lodging, extras, manual charges, discounts) and the catalogue of extras.
 * Exports the repository of lines for the statement of account (comprobantes), which lists them.
 */
@Module({
  imports: [PagosModule, ReservasModule],
  controllers: [CuentaController, ExtrasController],
  providers: [CuentaService, CuentaRepository, ExtrasService, ExtrasRepository],
  exports: [CuentaRepository],
})
export class CuentaModule {}
