/**
 * Cross-site request forgery (issue #12), in a real browser: the staff are signed in at the site, and a page served
 * from another port of the same host (same *site*, so the SameSite=Strict cookie still rides along) tries to create a
 * client and a reservation with an auto-submitting form and with no-cors fetches. The server must refuse every one
 * of them (403: the cookie arrived, the origin check said no) and nothing may be created.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { baseUrl, launchBrowser, loggedInPage, screenshot } from '../support/browser';

/** A surname and documento no other test uses. */
const TAG = `Forjado${Date.now().toString(36)}`;
const DOCUMENTO = `8${Date.now().toString().slice(-9)}`;

function attackerPage(target: string, clienteId: number): string {
  const cliente = { nombre: 'Intruso', apellido: TAG, documento: DOCUMENTO, telefono: '2664000000' };
  const reserva = {
    cliente_id: clienteId,
    hospedaje_id: null,
    tipo_hospedaje_id: 3,
    fecha_entrada: addDaysIso(todayIso(), 30),
    fecha_salida: addDaysIso(todayIso(), 32),
    cantidad_personas: 2,
    monto_total: 1,
    observaciones: TAG,
  };
  const fields = Object.entries(cliente)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Premio</title></head><body>
<h1>¡Ganó un premio!</h1>
<iframe name="sink" title="sink"></iframe>
<form id="forjado" method="POST" target="sink" enctype="application/x-www-form-urlencoded" action="${target}/api/endpoints/clientes">${fields}</form>
<script>
  const send = (path, body, type) =>
    fetch('${target}' + path, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': type }, body })
      .catch(() => undefined);
  // The form's answer may not render in its frame (frame-ancestors 'none'): the test reads it on the wire instead.
  document.getElementById('forjado').submit();
  Promise.all([
    send('/api/endpoints/clientes', ${JSON.stringify(JSON.stringify(cliente))}, 'text/plain'),
    send('/api/endpoints/clientes', new URLSearchParams(${JSON.stringify(cliente)}).toString(), 'application/x-www-form-urlencoded'),
    send('/api/endpoints/reservas', ${JSON.stringify(JSON.stringify(reserva))}, 'text/plain'),
    send('/api/endpoints/reservas.php', ${JSON.stringify(JSON.stringify(reserva))}, 'text/plain'),
  ]).then(() => { document.title = 'hecho'; });
</script></body></html>`;
}

interface SentRequest {
  method: string;
  withSessionCookie: boolean;
  status: number | undefined;
}

interface WatchedRequests {
  /** What was sent so far, in order. */
  sent(): SentRequest[];
  /**
   * Until `count` requests have their answer on the wire (the DevTools events may come after the page has seen its
   * fetches end), or `timeoutMs` has passed: then the caller's assertion says what is missing.
   */
  answered(count: number, timeoutMs: number): Promise<void>;
}

/** The requests a page sends to URLs under `prefix`, with the cookies and status seen on the wire. */
async function watchApiRequests(page: Page, prefix: string): Promise<WatchedRequests> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const order: string[] = [];
  const requests = new Map<string, SentRequest>();
  const waiting = new Set<() => void>();
  const changed = () => waiting.forEach((wake) => wake());
  const entry = (id: string) => requests.get(id) ?? requests.set(id, { method: '', withSessionCookie: false, status: undefined }).get(id)!;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!event.request.url.startsWith(prefix)) return;
    order.push(event.requestId);
    entry(event.requestId).method = event.request.method;
    changed();
  });
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const cookie = Object.entries(event.headers).find(([name]) => name.toLowerCase() === 'cookie')?.[1] ?? '';
    entry(event.requestId).withSessionCookie = /(^|;\s*)camping_sid=/.test(String(cookie));
    changed();
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    entry(event.requestId).status = event.statusCode;
    changed();
  });
  const sent = () => order.map((id) => requests.get(id)!);
  return {
    sent,
    answered(count, timeoutMs) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(check);
          resolve();
        };
        const check = () => {
          if (sent().filter((request) => request.status !== undefined).length >= count) done();
        };
        const timer = setTimeout(done, timeoutMs);
        waiting.add(check);
        check();
      });
    },
  };
}

describe('cross-site writes are refused', () => {
  let browser: Browser;
  let page: Page;
  let context: BrowserContext;
  let attacker: Server;
  let clienteId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await loggedInPage(browser);
    context = page.context();
    // A client of the site's own, for the forged reservation to point at.
    const created = await context.request.post('/api/endpoints/clientes', {
      data: { nombre: 'Legítimo', apellido: `${TAG}Real`, documento: `7${DOCUMENTO.slice(1)}`, telefono: '2664111111' },
    });
    expect(created.status()).toBe(201);
    clienteId = ((await created.json()) as { cliente: { id: number } }).cliente.id;

    attacker = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(attackerPage(baseUrl(), clienteId));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await context.request.delete(`/api/endpoints/clientes?id=${clienteId}`);
    await browser.close();
    await new Promise<void>((resolve) => attacker.close(() => resolve()));
  });

  it('answers 403 to the form and to every no-cors fetch from another port, and creates nothing', async () => {
    const attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`;
    expect(new URL(attackerUrl).origin).not.toBe(new URL(baseUrl()).origin);

    // The page cannot read the answers (opaque, and Cross-Origin-Resource-Policy blocks them), so the test reads
    // the wire through the DevTools protocol: what each request carried and what the server answered.
    const wire = await watchApiRequests(page, `${baseUrl()}/api/`);
    await page.goto(attackerUrl);
    await page.waitForFunction(() => document.title === 'hecho', undefined, { timeout: 15000 });
    await wire.answered(5, 15000);
    await screenshot(page, 'cross-site-attacker');

    // Five attempts reached the server carrying the session cookie (SameSite=Strict did not stop them: same site) and
    // each was refused by the origin check with 403; without the cookie they would have been 401 and proved nothing.
    expect(wire.sent()).toEqual(Array.from({ length: 5 }, () => ({ method: 'POST', withSessionCookie: true, status: 403 })));

    const clientes = await context.request.get(`/api/endpoints/clientes?search=${TAG}`);
    expect(((await clientes.json()) as Array<{ apellido: string }>).map((c) => c.apellido)).toEqual([`${TAG}Real`]);
    const reservas = await context.request.get(`/api/endpoints/reservas?cliente_id=${clienteId}`);
    expect(await reservas.json()).toEqual([]);
  });

  it('still lets the site itself write from the page (Origin is its own)', async () => {
    await page.goto('/');
    const status = await page.evaluate(async (documento) => {
      const response = await fetch('/api/endpoints/clientes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ nombre: 'Propio', apellido: 'Sitio', documento, telefono: '2664222222' }),
      });
      const body = (await response.json()) as { cliente: { id: number } };
      const removed = await fetch(`/api/endpoints/clientes.php?id=${body.cliente.id}&_t=${Date.now()}`, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      });
      return [response.status, removed.status];
    }, `6${DOCUMENTO.slice(1)}`);
    expect(status).toEqual([201, 200]);
  });
});
