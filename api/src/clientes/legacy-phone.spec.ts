import { withoutUnchangedPhone } from './legacy-phone';

describe('withoutUnchangedPhone', () => {
  it('sets aside a phone sent back as stored, so the stored one is kept unchecked', () => {
    expect(withoutUnchangedPhone({ nombre: 'Ana', telefono: ' abc 😀 ' }, 'abc 😀')).toEqual({
      body: { nombre: 'Ana', telefono: null },
      unchanged: true,
    });
  });
  it('leaves a new phone, a missing one and odd bodies to the schema', () => {
    expect(withoutUnchangedPhone({ telefono: 'abc' }, 'abc 😀').unchanged).toBe(false);
    expect(withoutUnchangedPhone({ nombre: 'Ana' }, 'abc').unchanged).toBe(false);
    expect(withoutUnchangedPhone([1], 'abc').unchanged).toBe(false);
    expect(withoutUnchangedPhone({ telefono: 'abc' }, null).unchanged).toBe(false);
  });
});
