import { addDaysIso, todayIso } from '../dates';
import { MSG_CUENTA } from '../messages-cuenta';
import { firstIssueMessage } from './common';
import { cajaCerrarConEsperadoSchema, cajaCerrarSchema, cierresCajaQuerySchema } from './caja';

const hoy = todayIso();

describe('the cash-up schemas', () => {
  it('reads a day, a range or nothing (today) as a range', () => {
    expect(cierresCajaQuerySchema.parse({})).toEqual({ desde: hoy, hasta: hoy });
    expect(cierresCajaQuerySchema.parse({ fecha: '2026-11-20' })).toEqual({ desde: '2026-11-20', hasta: '2026-11-20' });
    expect(cierresCajaQuerySchema.parse({ desde: '2026-11-01', hasta: '2026-11-30' })).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(cierresCajaQuerySchema.parse({ desde: '2026-11-01' })).toEqual({ desde: '2026-11-01', hasta: '2026-11-01' });
    const invertido = cierresCajaQuerySchema.safeParse({ desde: '2026-11-02', hasta: '2026-11-01' });
    expect(invertido.success || firstIssueMessage(invertido.error)).toBe(MSG_CUENTA.cajaRangoInvertido);
    const largo = cierresCajaQuerySchema.safeParse({ desde: '2025-01-01', hasta: '2026-01-02' });
    expect(largo.success || firstIssueMessage(largo.error)).toBe(MSG_CUENTA.cajaRangoLargo);
  });

  it('refuses a close of a day still to come', () => {
    const r = cajaCerrarSchema.safeParse({ fecha: addDaysIso(hoy, 1), efectivo_contado: 0 });
    expect(r.success || firstIssueMessage(r.error)).toBe(MSG_CUENTA.cajaFechaFutura);
  });

  it('asks the form for a note when the count does not match what is expected', () => {
    const schema = cajaCerrarConEsperadoSchema(1500.5);
    expect(schema.safeParse({ fecha: hoy, efectivo_contado: 1500.5 }).success).toBe(true);
    const sinNota = schema.safeParse({ fecha: hoy, efectivo_contado: 1500 });
    expect(sinNota.success).toBe(false);
    expect(sinNota.error?.issues[0]).toMatchObject({
      path: ['observaciones'],
      message: 'La caja no cierra (faltante de $\u00a00,50): explique la diferencia en observaciones',
    });
    expect(schema.safeParse({ fecha: hoy, efectivo_contado: 1500, observaciones: 'Redondeo' }).success).toBe(true);
  });
});
