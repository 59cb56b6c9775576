import { rangesOverlap } from '@camping/contracts/dates';
import { generateDemo } from './demo-data';

describe('generateDemo', () => {
  const units = [
    { id: 1, tipoHospedajeId: 1, capacidad: 5 },
    { id: 2, tipoHospedajeId: 2, capacidad: 4 },
  ];
  const prices = {
    porPersonas: { 1: { 2: 46000, 3: 58000, 4: 70000, 5: 70000 }, 2: { 2: 24000, 3: 34000, 4: 44000 } },
    camping: { base: 5000, adulto: 3000, menor: 1500 },
  };

  it('never books one unit twice for the same night', () => {
    const { reservas } = generateDemo('2026-11-22', units, prices);
    for (const unit of units) {
      const own = reservas.filter((r) => r.hospedajeId === unit.id && r.estado !== 'cancelada');
      for (let i = 0; i < own.length; i++)
        for (let j = i + 1; j < own.length; j++)
          expect(rangesOverlap(own[i].fechaEntrada, own[i].fechaSalida, own[j].fechaEntrada, own[j].fechaSalida)).toBe(false);
    }
  });

  it('is deterministic for a day and respects capacity and unique documents', () => {
    const a = generateDemo('2026-11-22', units, prices);
    const b = generateDemo('2026-11-22', units, prices);
    expect(a).toEqual(b);
    expect(new Set(a.clientes.map((c) => c.documento)).size).toBe(a.clientes.length);
    for (const r of a.reservas.filter((x) => x.hospedajeId === 2)) expect(r.cantidadPersonas).toBeLessThanOrEqual(4);
    expect(a.reservas.every((r) => r.fechaEntrada < r.fechaSalida && r.montoTotal >= 0)).toBe(true);
  });
});
