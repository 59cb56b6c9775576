import { formatARS, formatARSCents, formatClientName, formatCountOf, formatDateAR, formatPhone, personasLabel } from './format';

describe('es-AR formats', () => {
  it('counts matches out of the whole list, with thousands separators and the noun agreeing with the total', () => {
    const reservas = { singular: 'reserva', plural: 'reservas' };
    expect(formatCountOf(12, 542, reservas)).toBe('12 de 542 reservas');
    expect(formatCountOf(0, 100000, reservas)).toBe('0 de 100.000 reservas');
    expect(formatCountOf(1, 1, reservas)).toBe('1 de 1 reserva');
  });
  it('shows ARS without decimals', () => {
    expect(formatARS(46000)).toMatch(/^\$\s?46\.000$/);
    expect(formatARS('1234567.8')).toMatch(/^\$\s?1\.234\.568$/);
    expect(formatARS(null)).toMatch(/^\$\s?0$/);
  });
  it('shows cents only when there are any', () => {
    expect(formatARSCents(1500.5)).toMatch(/^\$\s?1\.500,50$/);
    expect(formatARSCents(1500)).toMatch(/^\$\s?1\.500$/);
  });
  it('shows dates DD/MM/YYYY', () => {
    expect(formatDateAR('2026-01-05')).toBe('05/01/2026');
    expect(formatDateAR(null)).toBe('No disponible');
    expect(formatDateAR('mañana')).toBe('Fecha inválida');
    // 01:00 UTC on the 6th is the 5th in San Luis.
    expect(formatDateAR('2026-01-06T01:00:00.000Z')).toBe('05/01/2026');
  });
  it('groups phones 2-4-4', () => {
    expect(formatPhone('2664123456')).toBe('26 6412 3456');
    expect(formatPhone('(266) 412-3456')).toBe('26 6412 3456');
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone(null)).toBe('');
  });
  it('writes client names surname first', () => {
    expect(formatClientName({ nombre: 'Ana', apellido: 'Pérez' })).toBe('Pérez, Ana');
    expect(formatClientName({ nombre: 'Ana', apellido: '' })).toBe('Ana');
  });
});

describe('personasLabel', () => {
  it('says one person in the singular', () => {
    expect(personasLabel(1)).toBe('1 persona');
    expect(personasLabel(2)).toBe('2 personas');
    expect(personasLabel(0)).toBe('0 personas');
  });
});
