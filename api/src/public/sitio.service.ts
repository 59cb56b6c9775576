import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sitioSchema, type Sitio } from '@camping/contracts/schemas/sitio';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sitioFromConfig } from './sitio';

/** How long a replica shows a WhatsApp number after staff changed it: display only, nothing decides on it. */
export const SITIO_TTL_MS = 5_000;

/**
 * The contact data of every page and of /api/public/sitio, with the business's WhatsApp number from Configuración.
 * Read from PostgreSQL at most every SITIO_TTL_MS per replica, so every replica shows a change within seconds; while
 * the database cannot answer, the last number read (or BUSINESS_PHONE's) is shown: a public page never fails for it.
 */
@Injectable()
export class SitioService {
  private readonly logger = new Logger(SitioService.name);
  private cached: { sitio: Sitio; at: number } | null = null;
  private pending: Promise<Sitio> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  async current(): Promise<Sitio> {
    if (this.cached && Date.now() - this.cached.at < SITIO_TTL_MS) return this.cached.sitio;
    this.pending ??= this.read().finally(() => (this.pending = null));
    return this.pending;
  }

  private async read(): Promise<Sitio> {
    try {
      const rows: Array<{ whatsapp_negocio: string | null }> = await this.dataSource.query(
        'SELECT whatsapp_negocio FROM configuracion WHERE id = 1',
      );
      const sitio = sitioSchema.parse(sitioFromConfig(this.config, rows[0]?.whatsapp_negocio));
      this.cached = { sitio, at: Date.now() };
      return sitio;
    } catch (error) {
      this.logger.warn(`No se pudo leer el WhatsApp del complejo: ${(error as Error).message}`);
      // Tried again after the TTL, not on every page: during an outage a page must not wait for the pool each time.
      const sitio = this.cached?.sitio ?? sitioSchema.parse(sitioFromConfig(this.config));
      this.cached = { sitio, at: Date.now() };
      return sitio;
    }
  }
}
