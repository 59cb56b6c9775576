import { Logger } from '@nestjs/common';
import pino from 'pino';
import { PinoLogger } from './pino-logger';

function capture(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const logger = PinoLogger.forLevel(level, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('PinoLogger', () => {
  afterEach(() => Logger.overrideLogger(false));

  it('writes Nest logger lines as pino JSON with their context', () => {
    const { logger, lines } = capture();
    Logger.overrideLogger(logger);
    new Logger('Auth').log('Usuario administrador "admin" creado');
    new Logger('Purga').warn('La purga falló y se reintentará');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Auth', msg: 'Usuario administrador "admin" creado' }),
      expect.objectContaining({ level: 40, context: 'Purga', msg: 'La purga falló y se reintentará' }),
    ]);
  });

  it('keeps an error stack and drops what is below the level', () => {
    const { logger, lines } = capture('warn');
    logger.log('no se escribe', 'Demo');
    logger.error('falló', 'Error: x\n    at f', 'Errores');
    logger.error(new Error('roto'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, context: 'Errores', msg: 'falló', stack: 'Error: x\n    at f' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'roto', err: { message: 'roto' } });
  });

  it('maps verbose to trace and merges object messages', () => {
    const { logger, lines } = capture('trace');
    logger.verbose('detalle', 'Ctx');
    logger.log({ evento: 'x' }, 'Ctx');
    expect(lines[0]).toMatchObject({ level: pino.levels.values.trace, context: 'Ctx', msg: 'detalle' });
    expect(lines[1]).toMatchObject({ level: 30, context: 'Ctx', evento: 'x' });
  });

  it("writes Nest's own start-up lines (routes mapped, modules loaded) at debug, the application's at info", () => {
    const { logger, lines } = capture();
    logger.log('Mapped {/api/endpoints/reservas, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('Purga: 3 claves borradas', 'Purga');
    expect(lines).toEqual([expect.objectContaining({ level: 30, context: 'Purga' })]);

    const debug = capture('debug');
    debug.logger.log('Mapped {/api/endpoints/reservas, GET} route', 'RouterExplorer');
    expect(debug.lines).toEqual([expect.objectContaining({ level: 20, context: 'RouterExplorer' })]);
  });
});
