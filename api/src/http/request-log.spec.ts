import Fastify from 'fastify';
import { registerRequestLog } from './request-log';

async function linesFor(level: 'info' | 'warn', urls: string[]): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const app = Fastify();
  registerRequestLog(app, level, { write: (line: string) => written.push(line) });
  app.get('/*', async (request, reply) => reply.status(request.url.includes('falta') ? 404 : 200).send({ ok: true }));
  // Over a real socket: fastify.inject's helper is ESM-only, which jest's CommonJS runtime cannot load.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const url of urls) await fetch(base + url);
  await app.close();
  return written.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('writes one line per API call with method, path, status and time, and none for pages or files', async () => {
    const lines = await linesFor('info', ['/api/endpoints/clientes?search=x', '/camping', '/main.js', '/api/falta']);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 30,
      context: 'HTTP',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/endpoints/clientes?search=x' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ req: { url: '/api/falta' }, res: { statusCode: 404 } });
  });

  it('logs feed polls without their secret token', async () => {
    const token = 'A'.repeat(43);
    const lines = await linesFor('info', [`/ical/${token}.ics`, `/ical/${token}.ics?x=1`, `/ical/a/${token}`]);
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(['/ical/[oculto]', '/ical/[oculto]', '/ical/[oculto]']);
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('writes nothing above info', async () => {
    expect(await linesFor('warn', ['/api/endpoints/clientes'])).toEqual([]);
  });
});
