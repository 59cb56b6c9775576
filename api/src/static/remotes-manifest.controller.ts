import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { remotesManifest } from './remotes-manifest';

@ApiTags('module-federation')
@Controller()
export class RemotesManifestController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Remoto -> URL de su mf-manifest.json, leído por el shell en tiempo de ejecución' })
  manifest(): Record<string, string> {
    return remotesManifest(this.config);
  }
}
