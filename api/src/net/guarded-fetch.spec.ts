import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AddressPolicy, addressPolicy } from './address-policy';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';
import { GuardedFetchError, type GuardedFetchReason } from './guarded-fetch-error';

/** A local server that counts connections, requests and the bytes it managed to send. */
interface Probe {
  base: string;
  connections: number;
  requests: number;
  sent: number;
  close: () => Promise<void>;
}

async function probe(host: string, handle: (res: ServerResponse, probe: Probe, path: string) => void): Promise<Probe> {
  const state = { base: '', connections: 0, requests: 0, sent: 0, close: async () => undefined } as Probe;
  const server: Server = createServer((req, res) => {
    state.requests++;
    handle(res, state, req.url ?? '/');
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  state.base = `http://${host}:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** Streams `total` bytes in 64 KB chunks with no Content-Length (chunked), counting what the socket accepted. */
function stream(res: ServerResponse, state: Probe, total: number): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let left = total;
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      left -= chunk.length;
      state.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

const options = (policy: AddressPolicy, extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
  policy,
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  accept: 'application/json',
  ...extra,
});

async function reason(promise: Promise<unknown>): Promise<GuardedFetchReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof GuardedFetchError)) throw new Error(`expected a GuardedFetchError, got ${String(error)}`);
  return error.reason;
}

/** For the tests: 127.0.0.1 plays a public address; every other address keeps the real rule. */
const loopbackOnePublic: AddressPolicy = (address, at) => address === '127.0.0.1' || addressPolicy(false)(address, at);

describe('guardedFetch (real sockets, local servers)', () => {
  let main: Probe;
  let inside: Probe;

  beforeAll(async () => {
    main = await probe('127.0.0.1', (res, state, path) => {
      if (path === '/ok') return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      if (path === '/404') return void res.writeHead(404).end('no');
      if (path === '/huge') return stream(res, state, 200 * 1024 * 1024);
      if (path === '/declared') return void res.writeHead(200, { 'Content-Length': String(2 * 1024 * 1024) }).end(Buffer.alloc(2 * 1024 * 1024));
      if (path === '/silent') return; // never answers
      if (path === '/to-inside') return void res.writeHead(302, { Location: `${inside.base}/ok` }).end();
      if (path === '/to-file') return void res.writeHead(302, { Location: 'file:///etc/passwd' }).end();
      const loop = /^\/loop(\d+)$/.exec(path);
      if (loop && Number(loop[1]) >= 6) return void res.writeHead(200).end('{"fin":true}');
      if (loop) return void res.writeHead(302, { Location: `/loop${Number(loop[1]) + 1}` }).end();
      res.writeHead(404).end();
    });
    // 127.0.0.2 is loopback too (all of 127/8 is on lo): the "inside" server a redirect must never reach.
    inside = await probe('127.0.0.2', (res) => void res.writeHead(200).end('{"secreto":true}'));
  });
  afterAll(async () => {
    await main.close();
    await inside.close();
  });

  it('reads a 2xx body with its content type', async () => {
    const answer = await guardedFetch(`${main.base}/ok`, options(addressPolicy(true)));
    expect(answer).toEqual({ body: Buffer.from('{"ok":true}'), contentType: 'application/json' });
  });

  it('refuses loopback by literal and by name before any connection, unless private addresses are allowed', async () => {
    const before = main.connections;
    const port = new URL(main.base).port;
    for (const url of [`${main.base}/ok`, `http://localhost:${port}/ok`, `http://[::1]:${port}/ok`, `http://[::ffff:127.0.0.1]:${port}/ok`]) {
      expect(await reason(guardedFetch(url, options(addressPolicy(false))))).toBe('direccion');
    }
    expect(main.connections).toBe(before);
  });

  it('checks every redirect hop: a redirect to a loopback address is refused and never reached', async () => {
    expect(await reason(guardedFetch(`${main.base}/to-inside`, options(loopbackOnePublic)))).toBe('direccion');
    expect(inside.connections).toBe(0);
    // The same hop with private addresses allowed does reach it (the test's control).
    expect((await guardedFetch(`${main.base}/to-inside`, options(addressPolicy(true)))).body.toString()).toBe('{"secreto":true}');
  });

  it('checks the socket actually connected: refused there, the request is never written', async () => {
    const connections = main.connections;
    const requests = main.requests;
    const socketOnly: AddressPolicy = (_address, at) => at !== 'socket';
    expect(await reason(guardedFetch(`${main.base}/ok`, options(socketOnly)))).toBe('direccion');
    expect(main.connections).toBe(connections + 1);
    expect(main.requests).toBe(requests);
  });

  it('abandons a 200 MB chunked answer as soon as it passes the cap, without reading it whole', async () => {
    const started = Date.now();
    main.sent = 0;
    expect(await reason(guardedFetch(`${main.base}/huge`, options(addressPolicy(true))))).toBe('tamano');
    expect(Date.now() - started).toBeLessThan(3000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // What the server pushed is the cap plus the sockets' buffers, not the 200 MB.
    expect(main.sent).toBeLessThan(20 * 1024 * 1024);
    expect(await reason(guardedFetch(`${main.base}/declared`, options(addressPolicy(true))))).toBe('tamano');
  });

  it('limits redirects, refuses another scheme, a non-2xx status and a server past the deadline', async () => {
    const policy = addressPolicy(true);
    expect(await reason(guardedFetch(`${main.base}/loop0`, options(policy)))).toBe('redirecciones');
    // Six hops: one more than the default allows.
    expect((await guardedFetch(`${main.base}/loop0`, options(policy, { maxRedirects: 6 }))).body.toString()).toBe('{"fin":true}');
    expect(await reason(guardedFetch(`${main.base}/to-file`, options(policy)))).toBe('esquema');
    expect(await reason(guardedFetch('ftp://example.com/a', options(policy)))).toBe('esquema');
    expect(await reason(guardedFetch(`${main.base}/404`, options(policy)))).toBe('estado');
    const started = Date.now();
    expect(await reason(guardedFetch(`${main.base}/silent`, options(policy, { timeoutMs: 300 })))).toBe('tiempo');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
