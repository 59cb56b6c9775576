import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { actAs, currentActor, openScopeCount, runAs } from '../database/actor';
import { registerActorScope } from './actor-scope';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A JSON request whose body leaves in two parts, the second a moment later, as a slow connection sends it. */
function sendInParts(base: string, method: string, usuario: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify({ usuario, relleno: 'x'.repeat(2000) });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/escribe`,
      { method, headers: { 'x-usuario': usuario, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 1000));
    setTimeout(() => req.end(body.slice(1000)), 30);
  });
}

/**
 * A server whose routes name the request's user the way SessionGuard does (from a header here), then read who acts
 * after awaiting, as a transaction opened later in the handler would.
 */
async function serve() {
  const app = Fastify();
  registerActorScope(app);
  app.get('/lee', async (request) => {
    actAs(String(request.headers['x-usuario']));
    await tick();
    return { actor: currentActor() ?? null };
  });
  const write = async (request: { headers: Record<string, unknown>; body: unknown }) => {
    const usuario = String(request.headers['x-usuario']);
    await tick();
    actAs(usuario);
    await tick();
    if (usuario === 'falla') throw new Error('falla a propósito');
    const nested = await runAs('sistema-de-prueba', async () => {
      await tick();
      return currentActor();
    });
    return { actor: currentActor(), usuario: (request.body as { usuario: string }).usuario, nested };
  };
  app.post('/escribe', write);
  app.put('/escribe', write);
  // Over a real socket: fastify.inject's helper is ESM-only, which jest's CommonJS runtime cannot load.
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, close: () => app.close() };
}

describe('actor scope of a request', () => {
  it('carries the user named in each write through its awaits, concurrent writes and slow bodies included', async () => {
    const { base, close } = await serve();
    try {
      const users = ['ana', 'beto', 'carla', 'dario', 'eva', 'fede'];
      const answers = await Promise.all(users.map((usuario, i) => sendInParts(base, i % 2 ? 'PUT' : 'POST', usuario)));
      expect(answers).toEqual(users.map((usuario) => ({ status: 200, body: { actor: usuario, usuario, nested: 'sistema-de-prueba' } })));
    } finally {
      await close();
    }
  });

  it('gives reads no scope: they write under no one\'s name', async () => {
    const { base, close } = await serve();
    try {
      const [read] = await Promise.all([
        fetch(`${base}/lee`, { headers: { 'x-usuario': 'ana' } }).then((r) => r.json()),
        sendInParts(base, 'POST', 'beto'),
      ]);
      expect(read).toEqual({ actor: null });
    } finally {
      await close();
    }
  });

  it('closes every scope once its answer is sent, failures too, so the storage goes off between writes', async () => {
    const { base, close } = await serve();
    try {
      const answers = await Promise.all(['ana', 'falla', 'beto'].map((usuario) => sendInParts(base, 'POST', usuario)));
      expect(answers.map((a) => a.status)).toEqual([200, 500, 200]);
      expect(openScopeCount()).toBe(0);
      expect(currentActor()).toBeUndefined();
      expect((await sendInParts(base, 'POST', 'carla')).body.actor).toBe('carla');
      expect(openScopeCount()).toBe(0);
    } finally {
      await close();
    }
  });

  it('runAs names a user until its work ends, and nobody is named outside a scope', async () => {
    actAs('nadie');
    expect(currentActor()).toBeUndefined();
    await expect(runAs('tarea', async () => {
      await tick();
      return currentActor();
    })).resolves.toBe('tarea');
    expect(() => runAs('tarea', () => {
      throw new Error('x');
    })).toThrow('x');
    expect(openScopeCount()).toBe(0);
  });
});
