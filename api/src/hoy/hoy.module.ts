import { Module } from '@nestjs/common';
import { HoyController } from './hoy.controller';
import { HoyRepository } from './hoy.repository';

@Module({
  controllers: [HoyController],
  providers: [HoyRepository],
})
export class HoyModule {}
