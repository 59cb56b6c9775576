import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClientesModule } from '../clientes/clientes.module';
import { HospedajesModule } from '../hospedajes/hospedajes.module';
import { PreciosModule } from '../precios/precios.module';
import { PagosModule } from '../pagos/pagos.module';
import { ReportesModule } from '../reportes/reportes.module';
import { TemporadasModule } from '../temporadas/temporadas.module';
import { MinimumStay } from './minimum-stay';
import { CancelacionController } from './cancelacion.controller';
import { CancelacionService } from './cancelacion.service';
import { ReservaEntity } from './entities/reserva.entity';
import { ReservasController } from './reservas.controller';
import { ReservasRepository } from './reservas.repository';
import { ReservasLecturasService } from './reservas-lecturas.service';
import { ReservasService } from './reservas.service';
import { StaleHoldsSweep } from './stale-holds-sweep';
import { StayStatesController } from './stay-states.controller';
import { StayStatesRepository } from './stay-states.repository';
import { StayStatesService } from './stay-states.service';
import { TitularController } from './titular.controller';
import { TitularService } from './titular.service';
import { HuespedesModule } from '../huespedes/huespedes.module';

@Module({
  imports: [TypeOrmModule.forFeature([ReservaEntity]), ClientesModule, HospedajesModule, PreciosModule, ReportesModule, PagosModule, TemporadasModule, HuespedesModule],
  controllers: [StayStatesController, CancelacionController, TitularController, ReservasController],
  providers: [MinimumStay, CancelacionService, ReservasService, ReservasLecturasService, ReservasRepository, StaleHoldsSweep, StayStatesService, StayStatesRepository, TitularService],
  exports: [ReservasService],
})
export class ReservasModule {}
