import { Module } from '@nestjs/common';
import { PublicModule } from '../public/public.module';
import { ComprobantePublicoController, ComprobantesController } from './comprobantes.controller';
import { ComprobantesRepository } from './comprobantes.repository';
import { ComprobantesService } from './comprobantes.service';

/** Receipts and statements as PDF (issue 32); the complex's contact comes from the public site's data. */
@Module({
  imports: [PublicModule],
  controllers: [ComprobantesController, ComprobantePublicoController],
  providers: [ComprobantesService, ComprobantesRepository],
})
export class ComprobantesModule {}
