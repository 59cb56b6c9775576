import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HospedajeEntity } from './entities/hospedaje.entity';
import { TipoHospedajeEntity } from './entities/tipo-hospedaje.entity';
import { HospedajesController } from './hospedajes.controller';
import { HospedajesRepository } from './hospedajes.repository';

@Module({
  imports: [TypeOrmModule.forFeature([TipoHospedajeEntity, HospedajeEntity])],
  controllers: [HospedajesController],
  providers: [HospedajesRepository],
  exports: [HospedajesRepository],
})
export class HospedajesModule {}
