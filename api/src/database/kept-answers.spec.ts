import { gunzipSync } from 'node:zlib';
import { KeptAnswers } from './kept-answers';

const text = (kept: KeptAnswers, key: string, version: string) => kept.get(key, version)?.body.toString('utf8');

describe('KeptAnswers', () => {
  it('answers only at the version an answer was computed at', () => {
    const kept = new KeptAnswers();
    kept.put('pagina', '7', '{"a":"ñandú"}');
    expect(text(kept, 'pagina', '7')).toBe('{"a":"ñandú"}');
    expect(kept.get('pagina', '8')).toBeUndefined();
    expect(kept.get('otra', '7')).toBeUndefined();
  });

  it('does not count asking at another version as a use', () => {
    const kept = new KeptAnswers(2, 1000);
    kept.put('a', '1', 'A');
    kept.put('b', '1', 'B');
    expect(kept.get('a', '2')).toBeUndefined();
    kept.put('c', '1', 'C');
    expect(kept.get('a', '1')).toBeUndefined();
    expect(text(kept, 'b', '1')).toBe('B');
  });

  it('replaces an answer kept under the same key and counts its bytes once', () => {
    const kept = new KeptAnswers();
    kept.put('k', '1', 'aaaa');
    kept.put('k', '2', 'ñ');
    expect(kept.get('k', '1')).toBeUndefined();
    expect(text(kept, 'k', '2')).toBe('ñ');
    expect(kept.size).toEqual({ entries: 1, bytes: 2 });
  });

  it('lets the least recently used leave first when there are too many', () => {
    const kept = new KeptAnswers(2, 1000);
    kept.put('a', '1', 'A');
    kept.put('b', '1', 'B');
    expect(text(kept, 'a', '1')).toBe('A'); // a is now the most recently used
    kept.put('c', '1', 'C');
    expect(kept.get('b', '1')).toBeUndefined();
    expect(text(kept, 'a', '1')).toBe('A');
    expect(text(kept, 'c', '1')).toBe('C');
  });

  it('stays within its bytes and keeps nothing larger than all of them, but still answers it', () => {
    const kept = new KeptAnswers(100, 10);
    kept.put('a', '1', '123456');
    kept.put('b', '1', '1234');
    kept.put('c', '1', '12');
    expect(kept.size).toEqual({ entries: 2, bytes: 6 });
    expect(kept.get('a', '1')).toBeUndefined();
    expect(kept.put('enorme', '1', '12345678901').body.toString()).toBe('12345678901');
    expect(kept.get('enorme', '1')).toBeUndefined();
    expect(kept.size.bytes).toBeLessThanOrEqual(10);
  });

  it('gzips an answer once, counts the gzip, and gives the same bytes back', async () => {
    const kept = new KeptAnswers();
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, apellido: 'Pérez' })));
    const answer = kept.put('ventana', '3', json);
    const first = await answer.gzip();
    expect(await answer.gzip()).toBe(first);
    expect(gunzipSync(first).toString('utf8')).toBe(json);
    expect(kept.size.bytes).toBe(Buffer.byteLength(json) + first.length);
  });

  it('lets the gzip push the least recently used out of the budget', async () => {
    const json = JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i })));
    const bytes = Buffer.byteLength(json);
    const kept = new KeptAnswers(10, 2 * bytes + 10);
    kept.put('vieja', '1', json);
    await kept.put('nueva', '1', json).gzip();
    expect(kept.get('vieja', '1')).toBeUndefined();
    expect(kept.get('nueva', '1')?.body.toString('utf8')).toBe(json);
  });
});
