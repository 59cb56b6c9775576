import { checkDateText, maskDateText } from './date-text';

/** Types `keys` one by one at the end of the field, as a person does, through the mask. */
function typeInto(keys: string, start = ''): string {
  return [...keys].reduce((text, key) => maskDateText(text + key, text, true), start);
}

describe('maskDateText', () => {
  it('takes digits only and puts the slashes in as the person types', () => {
    expect(typeInto('05122026')).toBe('05/12/2026');
    expect(typeInto('05')).toBe('05/');
    expect(typeInto('0512')).toBe('05/12/');
    expect(typeInto('05a1x2')).toBe('05/12/');
    expect(typeInto('051220261999')).toBe('05/12/2026');
  });

  it('lets a typed slash close a one-digit day or month, and ignores a slash already there', () => {
    expect(typeInto('7/3/2026')).toBe('07/03/2026');
    expect(typeInto('05/12/2026')).toBe('05/12/2026');
    expect(typeInto('5.12.2026')).toBe('05/12/2026');
  });

  it('does not bring back a slash being erased', () => {
    expect(maskDateText('05/12', '05/12/', true)).toBe('05/12');
    expect(maskDateText('05', '05/', true)).toBe('05');
  });

  it('turns a pasted YYYY-MM-DD around and a pasted day-first date into DD/MM/YYYY', () => {
    expect(maskDateText('2026-12-05', '', true)).toBe('05/12/2026');
    expect(maskDateText('5/12/2026', '', true)).toBe('05/12/2026');
  });

  it('only cleans an edit in the middle, so the caret stays where it is', () => {
    expect(maskDateText('05/1/2026', '05/12/2026', false)).toBe('05/1/2026');
    expect(maskDateText('05/1x/2026', '05/1/2026', false)).toBe('05/1/2026');
  });
});

describe('checkDateText', () => {
  it('gives the date as YYYY-MM-DD', () => {
    expect(checkDateText('05/12/2026')).toEqual({ kind: 'date', iso: '2026-12-05' });
    expect(checkDateText('7/3/2026')).toEqual({ kind: 'date', iso: '2026-03-07' });
    expect(checkDateText('  ')).toEqual({ kind: 'empty' });
  });

  it('says in Spanish when the day does not exist', () => {
    expect(checkDateText('31/02/2026')).toEqual({ kind: 'problem', problem: '31/02/2026 no es una fecha válida' });
    expect(checkDateText('29/02/2026')).toEqual({ kind: 'problem', problem: '29/02/2026 no es una fecha válida' });
    expect(checkDateText('10/13/2026')).toEqual({ kind: 'problem', problem: '10/13/2026 no es una fecha válida' });
    expect(checkDateText('29/02/2028')).toEqual({ kind: 'date', iso: '2028-02-29' });
  });

  it('says when the date is outside the range, quoting the limit as DD/MM/YYYY', () => {
    expect(checkDateText('27/11/2026', '2026-11-28')).toEqual({ kind: 'problem', problem: 'La fecha no puede ser anterior al 28/11/2026' });
    expect(checkDateText('01/01/2027', undefined, '2026-12-31')).toEqual({
      kind: 'problem',
      problem: 'La fecha no puede ser posterior al 31/12/2026',
    });
    expect(checkDateText('28/11/2026', '2026-11-28', '2026-11-28')).toEqual({ kind: 'date', iso: '2026-11-28' });
  });

  it('keeps what is half written for when the field is left', () => {
    expect(checkDateText('05/12')).toEqual({ kind: 'partial', problem: '«05/12» no es una fecha completa: día, mes y año (DD/MM/AAAA)' });
  });
});
