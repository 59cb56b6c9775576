import { normalizeDocumento, sameDocumento } from './documento';

describe('normalizeDocumento', () => {
  it('keeps letters and digits only, in upper case', () => {
    expect(normalizeDocumento('30.123.456')).toBe('30123456');
    expect(normalizeDocumento(' 30 123-456 ')).toBe('30123456');
    expect(normalizeDocumento('ab-123/c')).toBe('AB123C');
    expect(normalizeDocumento('ñ.-')).toBe('');
  });
});

describe('sameDocumento', () => {
  it('matches the whole documento, never a part of it', () => {
    expect(sameDocumento('30.123.456', '30123456')).toBe(true);
    expect(sameDocumento('3012345', '30123456')).toBe(false);
    expect(sameDocumento('30123456', '130123456')).toBe(false);
  });
  it('never matches an empty documento', () => {
    expect(sameDocumento('..', '--')).toBe(false);
  });
});
