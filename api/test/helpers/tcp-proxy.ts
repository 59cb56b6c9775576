/**
 * A TCP relay between the API and PostgreSQL, so a test can take the database away (stop: nothing listens, open
 * connections drop) or freeze it (nothing passes either way, as a server stuck on a full disk or a dead network),
 * then give it back, without touching the real server other tests use. It can also act when a statement's text goes
 * by (issue 33): freeze just before it reaches the server, or let it through and cut its connection at once (a
 * COMMIT that arrives while its answer never comes back).
 */
import net from 'node:net';

export interface TcpProxy {
  /** DATABASE_URL through the relay. */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
  /** The next client message holding `text` freezes the relay before it reaches the server (sent at thaw). */
  freezeAtClientText: (text: string) => void;
  /** The next client message holding `text` reaches the server; its connection then closes, its answer dropped. */
  cutAfterClientText: (text: string) => void;
}

interface Rule {
  text: string;
  action: 'freeze' | 'cut';
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  /** Writes held by a freeze, done at thaw. */
  let held: Array<() => void> = [];
  let rule: Rule | undefined;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (frozen) socket.pause();
  };
  const freeze = () => {
    frozen = true;
    for (const socket of sockets) socket.pause();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let answersDropped = false;
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      const matched = rule && chunk.includes(rule.text) ? rule : undefined;
      if (matched) rule = undefined;
      if (matched?.action === 'freeze') {
        freeze();
        held.push(() => upstream.write(chunk));
        return;
      }
      upstream.write(chunk);
      if (matched?.action === 'cut') {
        answersDropped = true;
        // Long enough for the server to read and run the statement before its connection goes.
        setTimeout(() => client.destroy(), 100);
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!answersDropped) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const stop = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: url.toString(),
    stop,
    start: () => listen(port),
    freeze,
    thaw: () => {
      frozen = false;
      const writes = held;
      held = [];
      for (const write of writes) write();
      for (const socket of sockets) socket.resume();
    },
    close: async () => {
      if (server.listening) await stop();
    },
    freezeAtClientText: (text) => {
      rule = { text, action: 'freeze' };
    },
    cutAfterClientText: (text) => {
      rule = { text, action: 'cut' };
    },
  };
}
