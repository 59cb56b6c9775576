import { parseRecordId } from './use-detail-route';

describe('parseRecordId', () => {
  it('accepts a positive whole number', () => {
    expect(parseRecordId('12')).toBe(12);
  });
  it('refuses anything else', () => {
    for (const raw of ['abc', '0', '-1', '1.5', '', '12a', ' 12', '9999999999999999']) expect(parseRecordId(raw)).toBeNull();
  });
});
