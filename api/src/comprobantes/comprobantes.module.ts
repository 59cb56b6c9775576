import { Module } from '@nestjs/common';
import { CuentaModule } from '../cuenta/cuenta.module';
import { PublicModule } from '../public/public.module';
import { ComprobantePublicoController, ComprobantesController } from './comprobantes.controller';
import { ComprobantesRepository } from './comprobantes.repository';
import { ComprobantesService } from './comprobantes.service';

/** Receipts and statements as PDF (issue 32); the complex's contact comes from the public site's data, a stay's lines from its account. */
@Module({
  imports: [PublicModule, CuentaModule],
  controllers: [ComprobantesController, ComprobantePublicoController],
  providers: [ComprobantesService, ComprobantesRepository],
})
export class ComprobantesModule {}
