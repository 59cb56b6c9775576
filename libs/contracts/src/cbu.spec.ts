import { CBU_MSG, cbuProblem } from './cbu';

describe('CBU', () => {
  it.each(['2850590940090418135201', '0170099220000067797370', '0110599520000001235579'])('accepts %p', (cbu) => {
    expect(cbuProblem(cbu)).toBeNull();
  });

  it('refuses anything but 22 digits', () => {
    expect(cbuProblem('285059094009041813520')).toBe(CBU_MSG.longitud);
    expect(cbuProblem('2850 5909 4009 0418 1352 01')).toBe(CBU_MSG.longitud);
    expect(cbuProblem('28505909400904181352011')).toBe(CBU_MSG.longitud);
  });

  it('refuses a typo caught by either check digit', () => {
    expect(cbuProblem('2850590840090418135201')).toBe(CBU_MSG.verificador);
    expect(cbuProblem('2850590940090418135202')).toBe(CBU_MSG.verificador);
  });
});
