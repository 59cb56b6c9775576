/**
 * A local HTTP server the import tests point calendars at: each path answers what the test set last (a feed, an
 * error status, an HTML page, a redirect, a slow or huge answer), so a feed can change between two syncs.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedAnswer {
  status?: number;
  body?: string;
  contentType?: string;
  /** Redirect target (Location) with status 302. */
  location?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Stream this many bytes of filler after `body`, with no Content-Length. */
  padBytes?: number;
}

export interface FeedServer {
  url: (path: string) => string;
  set: (path: string, answer: FeedAnswer) => void;
  hits: (path: string) => number;
  close: () => Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const a = answers.get(path) ?? { status: 404, body: 'Not found', contentType: 'text/plain' };
    const send = () => {
      if (res.destroyed) return;
      if (a.location) {
        res.writeHead(302, { Location: a.location }).end();
        return;
      }
      res.writeHead(a.status ?? 200, { 'Content-Type': a.contentType ?? 'text/calendar; charset=utf-8' });
      if (!a.padBytes) {
        res.end(a.body ?? '');
        return;
      }
      res.write(a.body ?? '');
      const chunk = Buffer.alloc(64 * 1024, 'X');
      let left = a.padBytes;
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    };
    if (a.delayMs) setTimeout(send, a.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
