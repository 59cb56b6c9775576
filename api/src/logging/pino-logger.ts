/**
 * Nest's logger as pino JSON lines. Only the application's own lines go here (start, purge, errors): request lines
 * come from a Fastify hook (http/request-log.ts). Written instead of using nestjs-pino, whose releases for Nest 12
 * declare Node 22 while the project runs on Node 20.19 (README), and of which only this adapter was used.
 */
import type { LoggerService } from '@nestjs/common';
import pino from 'pino';

type PinoLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's own start-up lines (a module initialised, each of ~90 routes mapped, the application started): at debug, so
 * a newcomer's `npm start` shows the application's lines and the banner with the address and the first password, not
 * some 140 JSON lines before it (issue 37). LOG_LEVEL=debug shows them again.
 */
const FRAMEWORK_START_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export class PinoLogger implements LoggerService {
  constructor(private readonly logger: pino.Logger) {}

  /** Synchronous on stdout: the start's lines are all out before main.ts prints its banner (the admin password). */
  static forLevel(level: string, destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true })): PinoLogger {
    return new PinoLogger(pino({ level }, destination));
  }

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && FRAMEWORK_START_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes the context (the `new Logger('Auth')` name) last, and an error's stack before it. */
  private write(level: PinoLevel, message: unknown, params: unknown[]): void {
    const rest = [...params];
    const context = rest.length > 0 && typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    const extra = rest[0];
    if (extra instanceof Error) fields.err = extra;
    else if (typeof extra === 'string' && extra) fields.stack = extra;
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
