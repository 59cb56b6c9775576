/** A local server of external iCal calendars for the browser tests: each path answers what the test last set. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IcalFeeds {
  url: (path: string) => string;
  /** `delayMs`: the feed answers that late (a slow channel). */
  set: (path: string, answer: FeedAnswer) => void;
  close: () => Promise<void>;
}

interface FeedAnswer {
  status?: number;
  body: string;
  delayMs?: number;
}

export async function startIcalFeeds(): Promise<IcalFeeds> {
  const answers = new Map<string, FeedAnswer>();
  const server = createServer((req, res) => {
    const a = answers.get(req.url ?? '') ?? { status: 404, body: 'Not found' };
    const send = () =>
      res.writeHead(a.status ?? 200, { 'Content-Type': a.status && a.status >= 400 ? 'text/plain' : 'text/calendar; charset=utf-8' }).end(a.body);
    if (a.delayMs) setTimeout(send, a.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An Airbnb-style calendar (CRLF): «Reserved» all-day events. */
export function airbnbCalendar(events: Array<{ uid: string; start: string; end: string }>): string {
  const d = (iso: string) => iso.replace(/-/g, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20261125T120000Z', `DTSTART;VALUE=DATE:${d(e.start)}`, `DTEND;VALUE=DATE:${d(e.end)}`, `UID:${e.uid}`, 'SUMMARY:Reserved', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
