import { clienteInputSchema } from './schemas/cliente';
import { firstIssueMessage } from './schemas/common';
import { normalizePhone, phoneProblem, TELEFONO_MSG } from './phone';

const base = { nombre: 'Ana', apellido: 'Pérez', documento: '30123456' };

function parse(extra: Record<string, unknown>) {
  const result = clienteInputSchema.safeParse({ ...base, ...extra });
  return result.success ? result.data : firstIssueMessage(result.error);
}

describe('phones', () => {
  it.each(['2664441234', '+54 9 266 444-1234', '(0266) 15-444-1234', '444123'])('accepts %p', (telefono) => {
    expect(phoneProblem(telefono)).toBeNull();
  });

  it('refuses letters, emoji and other symbols, and too few or too many digits', () => {
    expect(phoneProblem('abc 😀')).toBe(TELEFONO_MSG.caracteres);
    expect(phoneProblem('266#444')).toBe(TELEFONO_MSG.caracteres);
    expect(phoneProblem('12345')).toBe(TELEFONO_MSG.digitos);
    expect(phoneProblem('+() - ')).toBe(TELEFONO_MSG.digitos);
    expect(phoneProblem('1'.repeat(21))).toBe(TELEFONO_MSG.digitos);
  });

  it('is saved tidied, and may stay empty', () => {
    expect(normalizePhone('  ( 0266 )   15  444-1234 ')).toBe('(0266) 15 444-1234');
    expect(parse({ telefono: '  +54  266   444 1234 ' })).toMatchObject({ telefono: '+54 266 444 1234' });
    expect(parse({ telefono: '   ' })).toMatchObject({ telefono: null });
    expect(parse({ telefono: 'abc 😀' })).toBe(TELEFONO_MSG.caracteres);
    expect(parse({ telefono: 'x'.repeat(31) })).toBe('El campo teléfono no puede superar los 30 caracteres');
  });
});

describe('documents', () => {
  it('accept letters (foreign passports), digits, dots and hyphens', () => {
    for (const documento of ['30.123.456', 'AB123456', 'X-1234567', 'pas 123']) {
      expect(parse({ documento })).toMatchObject({ documento });
    }
  });
  it('refuse spaces only, or symbols', () => {
    expect(parse({ documento: '   ' })).toBe('El campo documento es obligatorio');
    expect(parse({ documento: '30123456!' })).toBe('El campo documento solo admite números, letras, puntos y guiones');
    expect(parse({ documento: '😀' })).toBe('El campo documento solo admite números, letras, puntos y guiones');
    expect(parse({ documento: '.-.' })).toBe('El campo documento debe tener al menos un número o una letra');
  });
});
