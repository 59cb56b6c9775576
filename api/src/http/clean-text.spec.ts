import { headerWithControlCharacter } from './client-errors';
import { findUncleanText, isCleanText } from './clean-text';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, and takes everything else', () => {
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('\ud800')).toBe(false);
    expect(isCleanText('x\udfff')).toBe(false);
    expect(isCleanText('😀 ñ \t\n\u0001 \ufffe')).toBe(true);
  });

  it('finds the first unstorable key or value of a body, by its path', () => {
    expect(findUncleanText({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual({ path: ['b', 1, 'c'], inKey: false });
    expect(findUncleanText({ a: { ['k\ud800']: 1 } })).toEqual({ path: ['a'], inKey: true });
    expect(findUncleanText('\u0000')).toEqual({ path: [], inKey: false });
    expect(findUncleanText({ a: 'ok', n: 1, b: null, t: true })).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(findUncleanText(deep)?.path).toHaveLength(50_000);
  });

  it('names the header whose line Node refused, but never echoes a malformed name', () => {
    const raw = (head: string) => Buffer.from(head, 'latin1');
    expect(headerWithControlCharacter(raw('GET / HTTP/1.1\r\nHost: x\r\nX-Fuzz: a\u0000b\r\n\r\n'))).toBe('x-fuzz');
    expect(headerWithControlCharacter(raw('GET / HTTP/1.1\r\nX-\u0000: a\r\n\r\n'))).toBeNull();
    expect(headerWithControlCharacter(raw('GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'))).toBeUndefined();
    expect(headerWithControlCharacter(undefined)).toBeUndefined();
  });
});
