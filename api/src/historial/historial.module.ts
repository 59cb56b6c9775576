import { Module } from '@nestjs/common';
import { HistorialController } from './historial.controller';
import { HistorialRepository } from './historial.repository';

@Module({ controllers: [HistorialController], providers: [HistorialRepository] })
export class HistorialModule {}
