import { MSG } from '@camping/contracts/messages';
import { reserva } from '../../../testing/fixtures';
import { registerEarlyCheckout } from './register-early-checkout';

describe('registerEarlyCheckout', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts exactly the choice to reservas/checkout and reads the answer with its schema', async () => {
    const answer = { success: true, message: MSG.salidaRegistrada, reserva: reserva({ id: 7 }), con_saldo: false, saldo: 0, reembolso_id: 3 };
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(registerEarlyCheckout({ id: 7, cobro: 'noches_usadas', reembolso_metodo_pago: 'efectivo' })).resolves.toMatchObject({
      reembolso_id: 3,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/endpoints/reservas/checkout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"id":7,"cobro":"noches_usadas","reembolso_metodo_pago":"efectivo"}');
  });
});
