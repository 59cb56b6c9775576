import { reservaSchema } from '../schemas/reserva';
import { reservaFixture } from './reserva-fixture';

describe('reservaFixture', () => {
  it('is a reservation the shared schema accepts, with a unit only for cabins and dormis', () => {
    expect(reservaSchema.parse(reservaFixture())).toEqual(expect.objectContaining({ tipo_hospedaje: 'cabaña', numero_hospedaje: 3 }));
    const camping = reservaFixture({ tipo_hospedaje_id: 3 });
    expect(camping).toMatchObject({ tipo_hospedaje: 'camping', hospedaje_id: null, numero_hospedaje: null });
  });

  it('gives each reservation its own id unless one is given, and lets overrides win', () => {
    expect(reservaFixture().id).not.toBe(reservaFixture().id);
    expect(reservaFixture({ id: 7, apellido: 'Gómez' })).toMatchObject({ id: 7, apellido: 'Gómez' });
  });
});
