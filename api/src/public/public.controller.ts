import { Controller, Get, Header, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator';
import { PUBLIC_QUOTE_LIMIT } from './public-throttle';
import { PublicQuoteService } from './public-quote.service';
import { robotsTxt, siteOrigin, sitemapXml } from './site-files';
import { SitioService } from './sitio.service';

@ApiTags('público')
@Controller()
export class PublicController {
  constructor(
    private readonly quotes: PublicQuoteService,
    private readonly sitios: SitioService,
  ) {}

  @Public()
  @Get('api/public/sitio')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Datos de contacto del complejo (teléfono, WhatsApp, e-mail, dirección, mapa)' })
  sitio() {
    return this.sitios.current();
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Throttle({ default: PUBLIC_QUOTE_LIMIT })
  @Get('api/public/cotizacion')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Disponibilidad y precio estimado por método de pago para un visitante (sin datos de clientes ni números de unidad)',
  })
  cotizacion(@Query() query: Record<string, unknown>) {
    return this.quotes.quote(query);
  }

  @Public()
  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Mapa del sitio de las páginas públicas' })
  sitemap(@Req() request: FastifyRequest): string {
    return sitemapXml(siteOrigin(request));
  }

  @Public()
  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Reglas para buscadores: el sitio público sí, la administración y la API no' })
  robots(@Req() request: FastifyRequest): string {
    return robotsTxt(siteOrigin(request));
  }
}
