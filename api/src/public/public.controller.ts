import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sitioFromConfig } from './sitio';

@ApiTags('público')
@Controller('api/public')
export class PublicController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Public()
  @Get('sitio')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'Datos de contacto del complejo (teléfono, WhatsApp, e-mail, dirección, mapa)' })
  sitio() {
    return sitioFromConfig(this.config);
  }
}
