import { Module } from '@nestjs/common';
import { ConfiguracionController } from './configuracion.controller';
import { ConfiguracionRepository } from './configuracion.repository';

@Module({
  controllers: [ConfiguracionController],
  providers: [ConfiguracionRepository],
})
export class ConfiguracionModule {}
