import { diferenciaCaja, diferenciaLabel, puedeCerrarCaja, puedeReabrirCaja, puedeVerCaja, requiereObservacion } from './cash-up';
import type { Rol } from './schemas/auth';

const maria = { usuario: 'maria', rol: 'recepcion' as Rol };
const admin = { usuario: 'admin', rol: 'admin' as Rol };
/** A role the database refuses today: the rules still give it nothing. */
const otro = { usuario: 'jose', rol: 'contador' as unknown as Rol };

describe('who sees, closes and reopens a till', () => {
  it('gives reception its own till only', () => {
    expect(puedeVerCaja(maria, 'maria')).toBe(true);
    expect(puedeVerCaja(maria, 'jose')).toBe(false);
    expect(puedeCerrarCaja(maria, 'maria')).toBe(true);
    expect(puedeCerrarCaja(maria, 'jose')).toBe(false);
    expect(puedeReabrirCaja(maria)).toBe(false);
  });

  it('lets an administrator see every till, close its own and reopen any', () => {
    expect(puedeVerCaja(admin, 'maria')).toBe(true);
    expect(puedeCerrarCaja(admin, 'admin')).toBe(true);
    expect(puedeCerrarCaja(admin, 'maria')).toBe(false);
    expect(puedeReabrirCaja(admin)).toBe(true);
  });

  it('gives any other role nothing, not even its own till', () => {
    expect(puedeVerCaja(otro, 'jose')).toBe(false);
    expect(puedeCerrarCaja(otro, 'jose')).toBe(false);
    expect(puedeReabrirCaja(otro)).toBe(false);
  });
});

describe('counted against expected cash', () => {
  it.each([
    [45000, 45000, 0, 'Sin diferencia', false],
    [45000, 45500, 500, 'Sobrante de $\u00a0500', true],
    [45000, 44499.5, -500.5, 'Faltante de $\u00a0500,50', true],
    [0.3, 0.1 + 0.2, 0, 'Sin diferencia', false],
    [-2000, 0, 2000, 'Sobrante de $\u00a02.000', true],
  ])('expected %p, counted %p: difference %p, «%s»', (esperado, contado, diferencia, label, nota) => {
    expect(diferenciaCaja(esperado, contado)).toBe(diferencia);
    expect(diferenciaLabel(diferenciaCaja(esperado, contado))).toBe(label);
    expect(requiereObservacion(esperado, contado)).toBe(nota);
  });
});
