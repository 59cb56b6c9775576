import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { MSG } from '@camping/contracts/messages';
import { LIMITE_MSG } from '@camping/contracts/people-limits';
import { cotizacionResponseSchema } from '@camping/contracts/schemas/cotizacion';
import { PUBLIC_QUOTE_LIMIT } from '../src/public/public-throttle';
import { COTIZACION_MSG } from '../src/public/public-quote.service';
import { resetData, startTestApp, type TestApp } from './helpers/test-app';

/** GET /api/public/cotizacion on the real database: room or not, and the price per payment method. */
describe('public quote (real database)', () => {
  let t: TestApp;
  let clienteId: number;
  const hoy = todayIso();
  const entrada = addDaysIso(hoy, 30);
  const salida = addDaysIso(hoy, 33); // 3 nights

  const quote = (query: Record<string, string | number>) =>
    t.http().get('/api/public/cotizacion').query(query).set('X-Forwarded-For', '10.0.0.1');

  async function book(tipo: number, hospedajeId: number | null, desde: string, hasta: string, estado = 'activa') {
    await t.dataSource.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total, estado)
       VALUES ($1, $2, $3, $4, $5, 2, 1000, $6)`,
      [clienteId, hospedajeId, tipo, desde, hasta, estado],
    );
  }

  async function fillAllCabins(desde: string, hasta: string) {
    const cabins: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1');
    for (const cabin of cabins) await book(1, cabin.id, desde, hasta);
  }

  beforeAll(async () => {
    // Behind a proxy the visitor's address comes from X-Forwarded-For: each test counts against its own address.
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    [{ id: clienteId }] = await t.dataSource.query(
      `INSERT INTO clientes (nombre, apellido, documento) VALUES ('Secreta', 'Persona', '99888777') RETURNING id`,
    );
  });
  afterAll(() => t.close());

  it('needs no session and quotes a cabin for every payment method with the reference prices', async () => {
    const res = await quote({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4 }).expect(200);
    // The fields of before seasons, unchanged; issue 35 adds the breakdown (temporadas-precios.e2e-spec.ts).
    expect(cotizacionResponseSchema.parse(res.body)).toMatchObject({
      success: true,
      disponible: true,
      noches: 3,
      cotizaciones: [
        { metodo_pago: 'efectivo', precio_por_dia: 70000, total: 210000 },
        { metodo_pago: 'transferencia', precio_por_dia: 70000, total: 210000 },
        { metodo_pago: 'tarjeta', precio_por_dia: 70000, total: 210000 },
      ],
      message: COTIZACION_MSG.hayLugar,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('uses the price of the next configured count for one person (two-person rate)', async () => {
    const res = await quote({ tipo_hospedaje_id: 2, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 1 }).expect(200);
    expect(res.body.cotizaciones[0]).toMatchObject({ metodo_pago: 'efectivo', precio_por_dia: 24000, total: 72000 });
  });

  it('follows a price that staff changed, per payment method', async () => {
    await t.dataSource.query(
      `UPDATE precios SET precio = 50000 WHERE tipo_tabla = 'hospedaje' AND tipo_hospedaje_id = 1 AND cantidad_personas = 2 AND metodo_pago = 'transferencia'`,
    );
    const res = await quote({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2 }).expect(200);
    const byMethod = Object.fromEntries(res.body.cotizaciones.map((c: { metodo_pago: string; total: number }) => [c.metodo_pago, c.total]));
    expect(byMethod).toEqual({ efectivo: 138000, transferencia: 150000, tarjeta: 138000 });
  });

  it('quotes camping as base + adults + minors per day', async () => {
    const res = await quote({
      tipo_hospedaje_id: 3,
      fecha_entrada: entrada,
      fecha_salida: salida,
      cantidad_adultos: 2,
      cantidad_menores: 1,
    }).expect(200);
    // (5000 + 2 x 3000 + 1 x 1500) x 3 nights
    expect(res.body.cotizaciones[0]).toMatchObject({ metodo_pago: 'efectivo', precio_por_dia: 12500, total: 37500 });
    expect(res.body.disponible).toBe(true);
  });

  it('reads the prices of every payment method in one query, each method with its own price', async () => {
    const prices = (sql: string) => /\bFROM precios\b/.test(sql);
    const [tarjeta] = await t.dataSource.query(
      `SELECT id, precio FROM precios WHERE tipo_tabla = 'hospedaje' AND tipo_hospedaje_id = 1 AND cantidad_personas = 4 AND metodo_pago = 'tarjeta'`,
    );
    const [adultoTarjeta] = await t.dataSource.query(
      `SELECT id, precio FROM precios WHERE tipo_tabla = 'camping' AND descripcion = 'adulto' AND metodo_pago = 'tarjeta'`,
    );
    await t.dataSource.query('UPDATE precios SET precio = precio + 1000 WHERE id IN ($1, $2)', [tarjeta.id, adultoTarjeta.id]);
    const spy = jest.spyOn(t.dataSource, 'query');
    try {
      const cabin = await quote({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 4 }).expect(200);
      expect(spy.mock.calls.filter(([sql]) => prices(sql))).toHaveLength(1);
      expect(cabin.body.cotizaciones.map((c: { metodo_pago: string; precio_por_dia: number }) => [c.metodo_pago, c.precio_por_dia])).toEqual([
        ['efectivo', 70000],
        ['transferencia', 70000],
        ['tarjeta', 71000],
      ]);
      spy.mockClear();
      const camping = await quote({ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 2 }).expect(200);
      expect(spy.mock.calls.filter(([sql]) => prices(sql))).toHaveLength(1);
      expect(camping.body.cotizaciones.map((c: { metodo_pago: string; precio_por_dia: number }) => [c.metodo_pago, c.precio_por_dia])).toEqual([
        ['efectivo', 11000],
        ['transferencia', 11000],
        ['tarjeta', 13000],
      ]);
    } finally {
      spy.mockRestore();
      await t.dataSource.query('UPDATE precios SET precio = precio - 1000 WHERE id IN ($1, $2)', [tarjeta.id, adultoTarjeta.id]);
    }
  });

  it('answers "no room" when every cabin is taken on one of the nights, and reveals nothing else', async () => {
    await fillAllCabins(addDaysIso(entrada, 2), addDaysIso(entrada, 5));
    const res = await quote({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 2 }).expect(200);
    expect(res.body).toEqual({ success: true, disponible: false, noches: 3, cotizaciones: [], message: MSG.sinHospedajesDisponibles });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/Secreta|Persona|99888777|numero|hospedaje_id/);
  });

  it('counts a same-day turnover and cancelled stays as free', async () => {
    await fillAllCabins(addDaysIso(entrada, -4), entrada); // they leave the day we arrive
    const cabin: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 ORDER BY numero LIMIT 1');
    await fillAllCabinsExcept(cabin[0].id);
    await book(1, cabin[0].id, entrada, salida, 'cancelada');
    const res = await quote({ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 5 }).expect(200);
    expect(res.body.disponible).toBe(true);
  });

  async function fillAllCabinsExcept(freeId: number) {
    const cabins: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 AND id <> $1', [freeId]);
    for (const c of cabins) await book(1, c.id, entrada, salida);
  }

  it('fills camping at 72 plots on one night', async () => {
    for (let i = 0; i < 71; i++) await book(3, null, entrada, salida);
    const query = { tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 2 };
    expect((await quote(query).expect(200)).body.disponible).toBe(true);
    await book(3, null, addDaysIso(entrada, 1), addDaysIso(entrada, 2));
    const full = await quote(query).expect(200);
    expect(full.body).toMatchObject({ disponible: false, cotizaciones: [], message: COTIZACION_MSG.sinLugarCamping });
  });

  it.each([
    [{ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida }, 'Personas: es obligatorio'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida }, 'Adultos: es obligatorio'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 31 }, 'Adultos: como máximo 30'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 2.5 }, 'Adultos: ingrese un número entero, sin decimales'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: -3 }, 'Adultos: como mínimo 0'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 20, cantidad_menores: 11 }, LIMITE_MSG.camping],
    [{ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 11 }, 'Personas: como máximo 10'],
    [{ tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 0, cantidad_menores: 0 }, 'Indique al menos una persona'],
    [{ tipo_hospedaje_id: 4, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 20 }, 'El campo tipo de hospedaje debe ser menor o igual a 3'],
    [{ tipo_hospedaje_id: 'x', fecha_entrada: entrada, fecha_salida: salida }, 'El campo tipo de hospedaje debe ser un número entero'],
    [{ tipo_hospedaje_id: 1, fecha_entrada: '2026-02-30', fecha_salida: salida, cantidad_personas: 2 }, 'El campo fecha de entrada debe ser una fecha válida con formato AAAA-MM-DD'],
    [{ tipo_hospedaje_id: 1, fecha_entrada: salida, fecha_salida: entrada, cantidad_personas: 2 }, MSG.fechaEntradaAnterior],
    [{ tipo_hospedaje_id: 1, fecha_entrada: addDaysIso(hoy, -1), fecha_salida: salida, cantidad_personas: 2 }, MSG.fechaEntradaPasada],
    [{ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: addDaysIso(hoy, 3700), cantidad_personas: 2 }, 'El campo fecha de salida no puede superar los 10 años desde hoy'],
    [{ tipo_hospedaje_id: 1, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 6 }, 'Nuestras cabañas alojan hasta 5 personas'],
    [{ tipo_hospedaje_id: 2, fecha_entrada: entrada, fecha_salida: salida, cantidad_personas: 5 }, 'Nuestros dormis alojan hasta 4 personas'],
  ])('refuses bad input with a Spanish 400 naming the problem (%j)', async (query, message) => {
    const res = await quote(query as Record<string, string | number>).expect(400);
    expect(res.body).toEqual({ success: false, message, error: true });
  });

  it('rate-limits one address with 429 and the Spanish message, without affecting another', async () => {
    const query = { tipo_hospedaje_id: 3, fecha_entrada: entrada, fecha_salida: salida, cantidad_adultos: 1 };
    const ip = (n: number) => `10.9.9.${n}`;
    for (let i = 0; i < PUBLIC_QUOTE_LIMIT.limit; i++) {
      await t.http().get('/api/public/cotizacion').query(query).set('X-Forwarded-For', ip(1)).expect(200);
    }
    const limited = await t.http().get('/api/public/cotizacion').query(query).set('X-Forwarded-For', ip(1)).expect(429);
    expect(limited.body).toEqual({ success: false, message: MSG.demasiadasSolicitudes, error: true });
    expect(limited.headers['retry-after']).toBeDefined();
    await t.http().get('/api/public/cotizacion').query(query).set('X-Forwarded-For', ip(2)).expect(200);
  });
});

describe('public site files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves the contact data from configuration', async () => {
    const res = await t.http().get('/api/public/sitio').expect(200);
    expect(res.body).toMatchObject({ telefono: expect.any(String), whatsapp: expect.stringMatching(/^\d+$/), nombre: 'Camping y Cabañas' });
  });

  it('serves the reception hours (BUSINESS_HOURS, default 08:00-20:00) for the chat bubble', async () => {
    const res = await t.http().get('/api/public/sitio').expect(200);
    expect(res.body.horario_atencion).toEqual({ desde: '08:00', hasta: '20:00' });
  });

  it('serves sitemap.xml with an absolute URL for every public page', async () => {
    const res = await t.http().get('/sitemap.xml').set('Host', 'camping.example.com').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const path of ['/', '/about', '/camping', '/cabanas', '/dormis', '/contact']) {
      expect(res.text).toContain(`<loc>http://camping.example.com${path}</loc>`);
    }
    expect(res.text).not.toContain('/admin');
  });

  it('serves robots.txt that keeps crawlers out of the admin and the API and names the sitemap', async () => {
    const res = await t.http().get('/robots.txt').set('Host', 'camping.example.com').expect(200);
    expect(res.text).toContain('Disallow: /admin');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: http://camping.example.com/sitemap.xml');
  });

  it('never puts a forged Host into the sitemap', async () => {
    const res = await t.http().get('/sitemap.xml').set('Host', 'evil.com/"><script>').expect(200);
    expect(res.text).not.toContain('<script>');
  });
});
