import { acceptsGzip } from './json-text';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it('is false without the header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
