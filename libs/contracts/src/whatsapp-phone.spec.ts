import { internationalPhoneAR, whatsappPhoneDigits } from './phone';

describe('Argentine phones for WhatsApp (+54 9 …)', () => {
  it.each([
    ['2664441234', '5492664441234'],
    ['266 444-1234', '5492664441234'],
    ['(0266) 15 444-1234', '5492664441234'],
    ['0266 15-4441234', '5492664441234'],
    ['+54 9 266 444-1234', '5492664441234'],
    ['+54 266 444 1234', '5492664441234'],
    ['54 9 266 4441234', '5492664441234'],
    ['0054 9 266 4441234', '5492664441234'],
    ['11 15 4444-1234', '5491144441234'],
    ['011 4444-1234', '5491144441234'],
    ['2657 15 123456', '5492657123456'],
    ['(0351) 15 555-1234', '5493515551234'],
  ])('%p -> %p', (typed, digits) => {
    expect(whatsappPhoneDigits(typed)).toBe(digits);
  });

  it('keeps a number with another country code', () => {
    expect(whatsappPhoneDigits('+598 99 123 456')).toBe('59899123456');
    expect(internationalPhoneAR('+598 99 123 456')).toBe('+59899123456');
  });

  it.each([null, '', '444-1234', '15 444-1234', 'abc', '26644412345678'])('has no WhatsApp number for %p', (typed) => {
    expect(whatsappPhoneDigits(typed)).toBeNull();
  });

  it('shows the international form', () => {
    expect(internationalPhoneAR('(0266) 15 444-1234')).toBe('+54 9 2664441234');
  });
});
