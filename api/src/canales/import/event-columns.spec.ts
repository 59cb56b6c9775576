import { arrayLiteral, toColumns } from './event-columns';

describe('event columns: PostgreSQL array literals of a calendar', () => {
  it('quotes every value and escapes quotes and backslashes; null is NULL', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['a', null, 'dice "hola"', 'c:\\x', '{,}', 'NULL'])).toBe('{"a",NULL,"dice \\"hola\\"","c:\\\\x","{,}","NULL"}');
  });

  it('turns events into four columns of one length', () => {
    const columns = toColumns([
      { uid: 'u1@x', entrada: '2031-01-05', salida: '2031-01-08', resumen: 'Reserved' },
      { uid: 'u2@x', entrada: '2031-02-01', salida: '2031-02-02', resumen: null },
    ]);
    expect(columns).toEqual({
      count: 2,
      uids: '{"u1@x","u2@x"}',
      entradas: '{"2031-01-05","2031-02-01"}',
      salidas: '{"2031-01-08","2031-02-02"}',
      resumenes: '{"Reserved",NULL}',
    });
  });
});
