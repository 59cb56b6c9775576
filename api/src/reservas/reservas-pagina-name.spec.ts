import { LLEGADAS_FILTROS, PRERESERVAS_FILTROS, RESERVA_SORT_CAMPOS, SALDO_FILTROS } from '@camping/contracts/schemas/reserva-pagina';
import { paginaStatementName } from './reservas-pagina.sql';

describe('the paged list prepared statements', () => {
  it('name every variant within PostgreSQL 63 bytes, each its own name', () => {
    const names: string[] = [];
    for (const campo of RESERVA_SORT_CAMPOS)
      for (const desc of [true, false])
        for (const operand of [null, '%ana%'])
          for (const tipoHospedajeId of [null, 1])
            for (const saldo of [undefined, ...SALDO_FILTROS])
              for (const prereservas of [undefined, ...PRERESERVAS_FILTROS])
                for (const llegadas of [undefined, ...LLEGADAS_FILTROS])
                  names.push(paginaStatementName({ orden: { campo, desc }, operand, tipoHospedajeId, saldo, prereservas, llegadas }));
    expect(names).toHaveLength(8 * 2 * 2 * 2 * 3 * 3 * 2);
    for (const name of names) expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(new Set(names).size).toBe(names.length);
  });
});
