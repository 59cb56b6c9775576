import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { RemoteTable } from '../remotos/remote-table';

@ApiTags('module-federation')
@Controller()
export class RemotesManifestController {
  constructor(private readonly table: RemoteTable) {}

  @Public()
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Remoto -> URL de su mf-manifest.json (tabla remotos), leído por el shell en tiempo de ejecución' })
  manifest(): Record<string, string> {
    return this.table.current();
  }
}
