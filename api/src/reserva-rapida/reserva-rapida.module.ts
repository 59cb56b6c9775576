import { Module } from '@nestjs/common';
import { ClientesModule } from '../clientes/clientes.module';
import { ReservasModule } from '../reservas/reservas.module';
import { ReservaRapidaController } from './reserva-rapida.controller';
import { ReservaRapidaService } from './reserva-rapida.service';

@Module({
  imports: [ClientesModule, ReservasModule],
  controllers: [ReservaRapidaController],
  providers: [ReservaRapidaService],
})
export class ReservaRapidaModule {}
