import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@camping/contracts/messages';
import { assertFreshBuild, createDatabase, type Replica, startReplica } from './helpers/replicas';
import { TEST_ADMIN } from './helpers/test-app';

const MB = 1024 * 1024;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 'NaN') / 1024);
}

/**
 * Issue 33: «PUT /api/remotes/:name» read a 200 MB chunked answer whole before its 1 MB check (one call took a replica
 * from 130 to 751 MB). Through the guarded fetch the body is abandoned as soon as it passes 1 MB.
 */
describe('a remote manifest of 200 MB against a real API process', () => {
  let database: { url: string; drop: () => Promise<void> };
  let replica: Replica;
  let cdn: Server;
  let cdnUrl: string;
  let sent = 0;
  let finished = false;

  beforeAll(async () => {
    assertFreshBuild();
    // Streams 200 MB with no Content-Length (chunked) as fast as the client takes it, counting what it managed to send.
    cdn = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (sent < 200 * MB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        finished = sent >= 200 * MB;
        if (!res.destroyed) res.end();
      };
      pump();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    database = await createDatabase('camping_test_remotos_replicas');
    // The test's CDN is on loopback: the guarded fetch's one escape lets the replica reach it (the size cap still holds).
    process.env.ICAL_ALLOW_PRIVATE_URLS = '1';
    replica = await startReplica(database.url);
  }, 120_000);
  afterAll(async () => {
    delete process.env.ICAL_ALLOW_PRIVATE_URLS;
    await replica?.stop();
    cdn?.closeAllConnections();
    await new Promise((resolve) => cdn?.close(resolve));
    await database?.drop();
  }, 60_000);

  it('refuses it with the one message, without reading it whole, and the replica stays under 300 MB resident', async () => {
    const login = await fetch(`${replica.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.8.0.1' },
      body: JSON.stringify(TEST_ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const before = rssMb(replica.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(replica.pid))), 20);
    try {
      const res = await fetch(`${replica.baseUrl}/api/remotes/mf-reports`, {
        method: 'PUT',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.8.0.1' },
        body: JSON.stringify({ url: `${cdnUrl}/cdn/mf-reports/mf-manifest.json` }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(MSG.remotoManifiestoInaccesible);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb(replica.pid));
    process.stdout.write(`manifiesto de 200 MB: residente ${before} → pico ${peak} MB; el servidor llegó a enviar ${Math.round(sent / MB)} MB\n`);
    expect(finished).toBe(false);
    // The 1 MB cap plus what the sockets' buffers held, not 200 MB.
    expect(sent).toBeLessThan(30 * MB);
    expect(peak).toBeLessThan(300);
  }, 60_000);
});
