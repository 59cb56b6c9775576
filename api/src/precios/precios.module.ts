import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PrecioEntity } from './entities/precio.entity';
import { PreciosRepository } from './precios.repository';
import { PreciosService } from './precios.service';

/** Prices are served under `hospedajes` (spec section 7), by the hospedajes controller. */
@Module({
  imports: [TypeOrmModule.forFeature([PrecioEntity])],
  providers: [PreciosService, PreciosRepository],
  exports: [PreciosService],
})
export class PreciosModule {}
