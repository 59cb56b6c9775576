import { Module } from '@nestjs/common';
import { RemotesManifestController } from '../static/remotes-manifest.controller';
import { RemoteTable } from './remote-table';
import { RemotosController } from './remotos.controller';
import { RemotosRepository } from './remotos.repository';
import { RemotosService } from './remotos.service';

@Module({
  controllers: [RemotosController, RemotesManifestController],
  providers: [RemotosRepository, RemoteTable, RemotosService],
  exports: [RemoteTable],
})
export class RemotosModule {}
