import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { siteOrigin } from '../public/site-files';

/**
 * Where the feeds are published: the first PUBLIC_ORIGIN (the address Booking.com and Airbnb must be given), else
 * the origin the request came to. Its host name also makes the events' UIDs globally unique.
 */
@Injectable()
export class FeedOrigin {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of(request: FastifyRequest): string {
    return this.config.PUBLIC_ORIGIN[0] ?? siteOrigin(request);
  }

  uidHost(request: FastifyRequest): string {
    return new URL(this.of(request)).hostname;
  }
}
