import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PreciosModule } from '../precios/precios.module';
import { TemporadasModule } from '../temporadas/temporadas.module';
import { HospedajeEntity } from './entities/hospedaje.entity';
import { TipoHospedajeEntity } from './entities/tipo-hospedaje.entity';
import { HospedajesController } from './hospedajes.controller';
import { HospedajesRepository } from './hospedajes.repository';
import { HospedajesService } from './hospedajes.service';

@Module({
  imports: [TypeOrmModule.forFeature([TipoHospedajeEntity, HospedajeEntity]), PreciosModule, TemporadasModule],
  controllers: [HospedajesController],
  providers: [HospedajesRepository, HospedajesService],
  exports: [HospedajesService],
})
export class HospedajesModule {}
