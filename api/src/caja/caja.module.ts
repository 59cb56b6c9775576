import { Module } from '@nestjs/common';
import { CajaController } from './caja.controller';
import { CajaRepository } from './caja.repository';
import { CajaService } from './caja.service';

/** The cash-up («Caja», issue 32): each user's till of a day, its closure and an administrator's reopening. */
@Module({
  controllers: [CajaController],
  providers: [CajaService, CajaRepository],
})
export class CajaModule {}
