import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/public.decorator';
import { CanalesService } from './canales.service';
import { answerFeedNotFound } from './feed-not-found';
import { FeedOrigin } from './feed-origin';
import { tokenOfFeedFile } from './ical-token';

/** GET /ical/<token>.ics: the unit's occupied dates for Booking.com, Airbnb or Google Calendar. The token is the key. */
@ApiTags('canales')
@Controller('ical')
export class IcalFeedController {
  constructor(
    private readonly canales: CanalesService,
    private readonly origin: FeedOrigin,
  ) {}

  @Public()
  @Get(':file')
  @ApiOperation({ summary: 'Calendario iCal de una cabaña o dormi (sin sesión: el token secreto es la llave)' })
  async feed(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const token = tokenOfFeedFile(file);
    const body = token ? await this.canales.feed(token, this.origin.uidHost(request)) : null;
    if (body === null) return answerFeedNotFound(reply);
    // Never kept by a proxy or the browser: a regenerated link or a cancelled stay must show at the next poll.
    return reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/calendar; charset=utf-8')
      .send(body);
  }
}
