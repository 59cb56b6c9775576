import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses the well-known ones in any case', () => {
    expect(isCommonPassword('Password123', 'ana')).toBe(true);
    expect(isCommonPassword('CONTRASEÑA123', 'ana')).toBe(true);
    expect(isCommonPassword('qwertyuiop', 'ana')).toBe(true);
  });

  it("refuses the user's own name with digits after it", () => {
    expect(isCommonPassword('mariagomez2026', 'mariagomez')).toBe(true);
  });

  it('accepts a passphrase of their own', () => {
    expect(isCommonPassword('mate con tortas fritas', 'ana')).toBe(false);
  });
});
