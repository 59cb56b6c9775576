import { Module } from '@nestjs/common';
import { PublicModule } from '../public/public.module';
import { FichaController } from './ficha.controller';
import { FichaService } from './ficha.service';
import { HuespedesModule } from './huespedes.module';
import { RegistroHuespedesController } from './registro.controller';

/**
 * The registration card and the guest register (issue 36): apart from HuespedesModule because they need the
 * complex's data (PublicModule), which imports the reservations, which import the guests.
 */
@Module({
  imports: [PublicModule, HuespedesModule],
  controllers: [FichaController, RegistroHuespedesController],
  providers: [FichaService],
})
export class RegistroHuespedesModule {}
