import { denseFeed } from '../../../test/helpers/ical-fixtures';
import { IcalParsePool } from './ical-parse-pool';

/**
 * The parse is off the event loop (issue 33), shown without a clock: while the worker thread parses, the loop keeps
 * turning. A parse on the loop, however it were wrapped in a promise, would let no turn run before it ended. How long
 * the loop may stall is a figure, measured by `npm run bench -- ical-sync` (docs/channels.md), not asserted here.
 */
describe('IcalParsePool', () => {
  const pool = new IcalParsePool();
  afterAll(() => pool.onModuleDestroy());

  /** Loop turns (setImmediate callbacks) that ran while `work` was pending. */
  async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
    let turns = 0;
    let pending = true;
    const turn = () => {
      if (!pending) return;
      turns++;
      setImmediate(turn);
    };
    setImmediate(turn);
    try {
      return { result: await work(), turns };
    } finally {
      pending = false;
    }
  }

  it('parses a 20,000-event feed in its thread while the loop keeps turning', async () => {
    // The first parse also starts the thread: measured on the second, as a replica's later syncs are.
    await pool.parse(Buffer.from(denseFeed('arranque', '2026-11-26', 10)), 'text/calendar');
    const feed = Buffer.from(denseFeed('denso', '2026-11-26', 20_000));
    const { result, turns } = await turnsDuring(() => pool.parse(feed, 'text/calendar'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.columns.count).toBe(20_000);
    expect(result.columns.uids.startsWith('{"denso-0@denso","denso-1@denso"')).toBe(true);
    // Thousands here (ical.js takes about a second); zero if the parse ran on the loop.
    expect(turns).toBeGreaterThan(10);
  }, 60_000);

  it('answers a feed that is not a calendar with its Spanish message, from the thread', async () => {
    const { result, turns } = await turnsDuring(() => pool.parse(Buffer.from('<html>no es un calendario</html>'), 'text/html'));
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/calendario/i) });
    expect(turns).toBeGreaterThan(0);
  });
});
