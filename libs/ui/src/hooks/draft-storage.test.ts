import { clearDrafts, differsFrom, readDraft, removeDraft, stringFields, writeDraft } from './draft-storage';

const defaults = { nombre: '', metodo_pago: 'efectivo' };

afterEach(() => sessionStorage.clear());

describe('draft storage', () => {
  it('reads back what was written, through the caller’s parse', () => {
    writeDraft('form', { nombre: 'Lucía', metodo_pago: 'transferencia' });
    expect(readDraft('form', (raw) => stringFields(raw, defaults))).toEqual({ nombre: 'Lucía', metodo_pago: 'transferencia' });
    removeDraft('form');
    expect(readDraft('form', (raw) => stringFields(raw, defaults))).toBeNull();
  });

  it('drops a draft of another shape or unreadable text', () => {
    writeDraft('form', { nombre: 3 });
    expect(readDraft('form', (raw) => stringFields(raw, defaults))).toBeNull();
    sessionStorage.setItem('camping:draft:form', '{roto');
    expect(readDraft('form', (raw) => stringFields(raw, defaults))).toBeNull();
  });

  it('clears every draft and nothing else', () => {
    writeDraft('a', { nombre: 'x' });
    writeDraft('b', { nombre: 'y' });
    sessionStorage.setItem('ajeno', '1');
    clearDrafts();
    expect(sessionStorage.getItem('camping:draft:a')).toBeNull();
    expect(sessionStorage.getItem('camping:draft:b')).toBeNull();
    expect(sessionStorage.getItem('ajeno')).toBe('1');
  });

  it('tells a form with input from an empty one', () => {
    expect(differsFrom({ ...defaults }, defaults)).toBe(false);
    expect(differsFrom({ ...defaults, nombre: 'L' }, defaults)).toBe(true);
  });
});
