import { searchOperand } from './search-text';

describe('searchOperand', () => {
  it.each([
    ['  Ana   Pérez ', 'Ana Pérez'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
    ["'; DROP TABLE clientes; --", "'; DROP TABLE clientes; --"],
  ])('%p becomes %p', (input, expected) => {
    expect(searchOperand(input)).toBe(expected);
  });
});
