import { describirCambio } from '@camping/contracts/historial';
import { formatDateAR, formatDateTimeAR } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA, cajaDiferenciaSinObservacionMessage, cajaYaCerradaMessage } from '@camping/contracts/messages-cuenta';
import { cajaCierreResponseSchema, cajaResponseSchema, cierresCajaResponseSchema } from '@camping/contracts/schemas/caja';
import type { HistorialFila } from '@camping/contracts/schemas/historial';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const CAJA = '/api/endpoints/caja';
const CIERRES = '/api/endpoints/caja/cierres';
const CERRAR = '/api/endpoints/caja/cerrar';
const REABRIR = '/api/endpoints/caja/reabrir';
const refusal = (message: string) => ({ success: false, message, error: true });

/**
 * The cash-up («Caja», issue 32, docs/cash-up.md) on the real stack: two clerks' tills of one day, the close once per
 * user and day, the administrator's reopening, who may see what, and every refusal changing nothing.
 */
describe('the cash-up «Caja» (issue 32, real database)', () => {
  let t: TestApp;
  let admin: Agent;
  let maria: Agent;
  let jose: Agent;
  let cabanas: Unidades;
  let offset = 0;

  /** A stay of $ 200.000 booked by the administrator, for `apellido`; answers its id. */
  async function estadia(apellido: string): Promise<number> {
    const cliente = await crearCliente(admin, { apellido, nombre: 'Ana' });
    offset += 3;
    const res = await admin
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(3)!.id,
        fecha_entrada: day(offset),
        fecha_salida: day(offset + 2),
        cantidad_personas: 2,
        monto_total: 200000,
      })
      .expect(201);
    return res.body.id;
  }
  const pagar = (agent: Agent, reserva_id: number, monto: number, metodo_pago: string, fecha_pago?: string) =>
    agent.post('/api/endpoints/pagos').send({ reserva_id, monto, metodo_pago, ...(fecha_pago ? { fecha_pago } : {}) }).expect(201);
  const reembolsar = (agent: Agent, reserva_id: number, monto: number, metodo_pago: string) =>
    agent.post('/api/endpoints/reembolsos').send({ reserva_id, monto, metodo_pago }).expect(201);
  const caja = async (agent: Agent, query = '') => cajaResponseSchema.parse((await agent.get(`${CAJA}${query}`).expect(200)).body);
  const cierres = async (agent: Agent, query = '') => cierresCajaResponseSchema.parse((await agent.get(`${CIERRES}${query}`).expect(200)).body);
  const cerrar = (agent: Agent, body: Record<string, unknown>) => agent.post(CERRAR).send(body);
  const filas = async () => Number((await t.dataSource.query(`SELECT count(*) AS n FROM cierres_caja`))[0].n);
  const historial = async (): Promise<HistorialFila[]> =>
    (await admin.get('/api/endpoints/historial?entidad=cierre_caja').expect(200)).body.historial;

  /** maria: cash 30.000 and transfer 20.000 in, 5.000 cash back out; jose: cash 10.000.10 and card 15.000 in. */
  async function dosCajas(): Promise<{ a: number; b: number }> {
    const a = await estadia('Gómez');
    const b = await estadia('Suárez');
    await pagar(maria, a, 30000, 'efectivo');
    await pagar(maria, a, 20000, 'transferencia');
    await reembolsar(maria, a, 5000, 'efectivo');
    await pagar(jose, b, 10000.1, 'efectivo');
    await pagar(jose, b, 15000, 'tarjeta');
    // Yesterday's transfer recorded today by maria counts in yesterday's till, not today's.
    await pagar(maria, b, 7000, 'transferencia', day(-1));
    return { a, b };
  }

  beforeAll(async () => {
    ({ t, agent: admin, cabanas } = await iniciarSuite());
    maria = await agenteRecepcion(t, 'maria');
    jose = await agenteRecepcion(t, 'jose');
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    // The history of closures too: a test reads the rows it wrote, newest first.
    await t.dataSource.query('TRUNCATE cierres_caja, historial RESTART IDENTITY');
    offset = 0;
  });
  afterAll(() => t.close());

  it('needs a session for every call', async () => {
    await t.http().get(CAJA).expect(401);
    await t.http().get(CIERRES).expect(401);
    await t.http().post(CERRAR).send({ fecha: day(0), efectivo_contado: 0 }).expect(401);
    await t.http().post(REABRIR).send({ id: 1, motivo: 'x' }).expect(401);
  });

  it('keeps two users\' tills of one day apart: by method, totals, expected cash and the movements', async () => {
    const { a, b } = await dosCajas();
    const m = await caja(maria);
    expect(m).toMatchObject({ success: true, fecha: day(0), hoy: day(0), usuario: 'maria', cierre: null, reabiertos: [] });
    expect(m.por_metodo).toEqual([
      { metodo_pago: 'efectivo', cobrado: 30000, cobros: 1, reembolsado: 5000, reembolsos: 1, neto: 25000 },
      { metodo_pago: 'transferencia', cobrado: 20000, cobros: 1, reembolsado: 0, reembolsos: 0, neto: 20000 },
      { metodo_pago: 'tarjeta', cobrado: 0, cobros: 0, reembolsado: 0, reembolsos: 0, neto: 0 },
    ]);
    expect(m.totales).toEqual({ cobrado: 50000, reembolsado: 5000, neto: 45000 });
    expect(m.efectivo_esperado).toBe(25000);
    expect(m.movimientos.map((x) => [x.tipo, x.reserva_id, x.metodo_pago, x.monto, x.nombre_cliente, x.tipo_hospedaje, x.numero_hospedaje])).toEqual([
      ['pago', a, 'efectivo', 30000, 'Gómez, Ana', 'cabaña', 3],
      ['pago', a, 'transferencia', 20000, 'Gómez, Ana', 'cabaña', 3],
      ['reembolso', a, 'efectivo', 5000, 'Gómez, Ana', 'cabaña', 3],
    ]);
    for (const x of m.movimientos) expect(Date.now() - Date.parse(x.registrado_el)).toBeLessThan(60_000);

    const j = await caja(jose);
    expect(j.usuario).toBe('jose');
    expect(j.efectivo_esperado).toBe(10000.1);
    expect(j.totales).toEqual({ cobrado: 25000.1, reembolsado: 0, neto: 25000.1 });
    expect(j.movimientos.map((x) => [x.reserva_id, x.metodo_pago, x.monto])).toEqual([
      [b, 'efectivo', 10000.1],
      [b, 'tarjeta', 15000],
    ]);

    const ayer = await caja(maria, `?fecha=${day(-1)}`);
    expect(ayer.movimientos.map((x) => [x.reserva_id, x.monto])).toEqual([[b, 7000]]);
    expect(ayer.efectivo_esperado).toBe(0);
    // The administrator took no money: an empty till, every method at 0.
    const vacia = await caja(admin);
    expect(vacia).toMatchObject({ usuario: TEST_ADMIN.usuario, movimientos: [], efectivo_esperado: 0, totales: { cobrado: 0, reembolsado: 0, neto: 0 } });
  });

  it('sums cents exactly: 0,10 and 0,20 make 0,30', async () => {
    const a = await estadia('Díaz');
    await pagar(maria, a, 0.1, 'efectivo');
    await pagar(maria, a, 0.2, 'efectivo');
    expect((await caja(maria)).efectivo_esperado).toBe(0.3);
    const res = await cerrar(maria, { fecha: day(0), efectivo_contado: 0.3 }).expect(201);
    expect(res.body.cierre).toMatchObject({ efectivo_esperado: 0.3, efectivo_contado: 0.3, diferencia: 0 });
  });

  it('lets reception see only its own till and closures; an administrator sees everyone\'s', async () => {
    await dosCajas();
    expect((await maria.get(`${CAJA}?usuario=jose`).expect(403)).body).toEqual(refusal(MSG_CUENTA.cajaSoloPropia));
    expect((await caja(maria, '?usuario=maria')).usuario).toBe('maria');
    expect((await caja(admin, '?usuario=jose')).efectivo_esperado).toBe(10000.1);
    expect((await admin.get(`${CAJA}?usuario=nadie`).expect(404)).body).toEqual(refusal(MSG.usuarioNoEncontrado));

    await cerrar(maria, { fecha: day(0), efectivo_contado: 25000 }).expect(201);
    await cerrar(jose, { fecha: day(0), efectivo_contado: 10000.1 }).expect(201);
    expect((await cierres(maria)).cierres.map((c) => c.usuario)).toEqual(['maria']);
    expect((await cierres(admin)).cierres.map((c) => c.usuario)).toEqual(['jose', 'maria']);

    // Reopening is an administrator's: reception gets the Spanish 403 and nothing changes.
    const [{ id }] = (await cierres(maria)).cierres;
    expect((await maria.post(REABRIR).send({ id, motivo: 'error' }).expect(403)).body).toEqual(refusal(MSG.sinPermiso));
    expect((await cierres(admin)).cierres.every((c) => c.reabierto_at === null)).toBe(true);
  });

  it('closes a till once: counted cash, the server\'s expected cash, the difference and who; a second close is a 409', async () => {
    await dosCajas();
    const res = await cerrar(maria, { fecha: day(0), efectivo_contado: 25000, observaciones: '  ' }).expect(201);
    expect(cajaCierreResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ success: true, message: MSG_CUENTA.cajaCerrada });
    expect(res.body.cierre).toMatchObject({
      usuario: 'maria',
      fecha: day(0),
      efectivo_esperado: 25000,
      efectivo_contado: 25000,
      diferencia: 0,
      observaciones: null,
      reabierto_at: null,
      reabierto_por: null,
      reabierto_motivo: null,
    });
    expect(Date.now() - Date.parse(res.body.cierre.cerrado_at)).toBeLessThan(60_000);
    // The till says it is closed, by whom and when.
    expect((await caja(maria)).cierre).toEqual(res.body.cierre);

    const again = await cerrar(maria, { fecha: day(0), efectivo_contado: 30000, observaciones: 'de nuevo' }).expect(409);
    expect(again.body).toEqual(
      refusal(cajaYaCerradaMessage('maria', formatDateAR(day(0)), formatDateTimeAR(res.body.cierre.cerrado_at))),
    );
    expect(await filas()).toBe(1);
    // The other clerk's till of the same day is still open, and closes on its own.
    expect((await caja(jose)).cierre).toBeNull();
    await cerrar(jose, { fecha: day(0), efectivo_contado: 10000.1 }).expect(201);
    // The history names the clerk who closed, in Spanish.
    const rows = await historial();
    expect(rows.map((r) => r.usuario)).toEqual(['jose', 'maria']);
    expect(describirCambio(rows[1])).toBe(`cerró su caja del ${formatDateAR(day(0))}: esperado $\u00a025.000, contado $\u00a025.000 (sin diferencia)`);
  });

  it('asks a note for a difference, and keeps it with the signed difference', async () => {
    await dosCajas();
    const res = await cerrar(jose, { fecha: day(0), efectivo_contado: 9600 }).expect(400);
    expect(res.body).toEqual(refusal(cajaDiferenciaSinObservacionMessage('Faltante de $\u00a0400,10')));
    expect(await filas()).toBe(0);
    const ok = await cerrar(jose, { fecha: day(0), efectivo_contado: 9600, observaciones: 'Vuelto mal dado a un huésped' }).expect(201);
    expect(ok.body.cierre).toMatchObject({ efectivo_esperado: 10000.1, efectivo_contado: 9600, diferencia: -400.1, observaciones: 'Vuelto mal dado a un huésped' });
    const sobra = await cerrar(maria, { fecha: day(0), efectivo_contado: 25500, observaciones: 'Propina' }).expect(201);
    expect(sobra.body.cierre.diferencia).toBe(500);
  });

  it.each([
    ['a day still to come', { fecha: day(1), efectivo_contado: 0 }, MSG_CUENTA.cajaFechaFutura],
    ['negative counted cash', { fecha: day(0), efectivo_contado: -1 }, MSG_CUENTA.cajaEfectivoNegativo],
    ['no counted cash', { fecha: day(0) }, MSG_CUENTA.cajaEfectivoObligatorio],
    ['null counted cash', { fecha: day(0), efectivo_contado: null }, MSG_CUENTA.cajaEfectivoObligatorio],
    ['counted cash as words', { fecha: day(0), efectivo_contado: 'mucho' }, MSG_CUENTA.cajaEfectivoNumero],
    ['three decimals', { fecha: day(0), efectivo_contado: 10.005 }, MSG_CUENTA.cajaEfectivoDecimales],
    ['a trillion', { fecha: day(0), efectivo_contado: 1e12 }, MSG_CUENTA.cajaEfectivoExcesivo],
    ['no day', { efectivo_contado: 0 }, 'El campo fecha es obligatorio'],
    ['a day that does not exist', { fecha: '2026-02-30', efectivo_contado: 0 }, 'El campo fecha debe ser una fecha válida con formato AAAA-MM-DD'],
    ['another user\'s till', { fecha: day(0), efectivo_contado: 0, usuario: 'jose' }, 'El campo usuario no es un campo del cierre de caja'],
    ['a note of 501 characters', { fecha: day(0), efectivo_contado: 0, observaciones: 'x'.repeat(501) }, 'El campo observaciones no puede superar los 500 caracteres'],
  ])('refuses a close with %s: a Spanish 400, nothing written', async (_case, body, message) => {
    expect((await cerrar(maria, body).expect(400)).body).toEqual(refusal(message));
    expect(await filas()).toBe(0);
    expect(await historial()).toEqual([]);
  });

  it('refuses bad queries with a Spanish 400', async () => {
    expect((await maria.get(`${CAJA}?fecha=${day(1)}`).expect(400)).body).toEqual(refusal(MSG_CUENTA.cajaFechaFutura));
    expect((await maria.get(`${CAJA}?dia=${day(0)}`).expect(400)).body.message).toBe(`${MSG.parametrosNoReconocidos}: dia`);
    expect((await admin.get(`${CIERRES}?desde=${day(0)}&hasta=${day(-1)}`).expect(400)).body).toEqual(refusal(MSG_CUENTA.cajaRangoInvertido));
    expect((await admin.get(`${CIERRES}?desde=${day(-400)}&hasta=${day(0)}`).expect(400)).body).toEqual(refusal(MSG_CUENTA.cajaRangoLargo));
    await admin.get(`${CIERRES}?desde=${day(-365)}&hasta=${day(0)}`).expect(200);
  });

  it('lets an administrator reopen a closure with a reason; the clerk closes again; the history keeps both', async () => {
    await dosCajas();
    const first = (await cerrar(maria, { fecha: day(0), efectivo_contado: 25000 }).expect(201)).body.cierre;
    expect((await admin.post(REABRIR).send({ id: first.id }).expect(400)).body).toEqual(refusal(MSG_CUENTA.cajaMotivoObligatorio));
    expect((await admin.post(REABRIR).send({ id: first.id, motivo: '   ' }).expect(400)).body).toEqual(refusal(MSG_CUENTA.cajaMotivoObligatorio));
    expect((await admin.post(REABRIR).send({ id: 999, motivo: 'Error' }).expect(404)).body).toEqual(refusal(MSG_CUENTA.cajaCierreNoEncontrado));

    const res = await admin.post(REABRIR).send({ id: first.id, motivo: 'Faltó registrar un pago en efectivo' }).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      message: MSG_CUENTA.cajaReabierta,
      cierre: { id: first.id, usuario: 'maria', reabierto_por: TEST_ADMIN.usuario, reabierto_motivo: 'Faltó registrar un pago en efectivo' },
    });
    expect((await admin.post(REABRIR).send({ id: first.id, motivo: 'Otra vez' }).expect(409)).body).toEqual(refusal(MSG_CUENTA.cajaYaReabierta));

    // Open again: the missing payment is recorded and the till closes with the new expected cash.
    const open = await caja(maria);
    expect(open.cierre).toBeNull();
    expect(open.reabiertos).toEqual([res.body.cierre]);
    await pagar(maria, (await estadia('Ruiz')), 4000, 'efectivo');
    const second = (await cerrar(maria, { fecha: day(0), efectivo_contado: 29000 }).expect(201)).body.cierre;
    expect(second).toMatchObject({ efectivo_esperado: 29000, diferencia: 0 });
    const day0 = await cierres(admin, `?fecha=${day(0)}`);
    expect(day0.cierres.map((c) => [c.id, c.reabierto_por])).toEqual([
      [first.id, TEST_ADMIN.usuario],
      [second.id, null],
    ]);

    expect((await historial()).map((r) => [r.usuario, r.accion, r.entidad_id, describirCambio(r)])).toEqual([
      ['maria', 'create', second.id, expect.stringMatching(/^cerró su caja del .*: esperado \$\u00a029\.000/)],
      [TEST_ADMIN.usuario, 'update', first.id, `reabrió el cierre de caja N.º ${first.id} (motivo: «Faltó registrar un pago en efectivo»)`],
      ['maria', 'create', first.id, expect.stringMatching(/^cerró su caja del .*: esperado \$\u00a025\.000/)],
    ]);
  });

  it('shows the day\'s open tills to an administrator until they close', async () => {
    await dosCajas();
    const abiertas = await cierres(admin, `?desde=${day(-1)}&hasta=${day(0)}`);
    expect(abiertas.sin_cerrar).toEqual([
      { fecha: day(-1), usuario: 'maria', movimientos: 1, efectivo_esperado: 0 },
      { fecha: day(0), usuario: 'jose', movimientos: 2, efectivo_esperado: 10000.1 },
      { fecha: day(0), usuario: 'maria', movimientos: 3, efectivo_esperado: 25000 },
    ]);
    await cerrar(jose, { fecha: day(0), efectivo_contado: 10000.1 }).expect(201);
    expect((await cierres(admin, `?desde=${day(-1)}&hasta=${day(0)}`)).sin_cerrar.map((s) => s.usuario)).toEqual(['maria', 'maria']);
    expect((await cierres(jose)).sin_cerrar).toEqual([]);
  });

  it('lets an administrator close its own till, and no one else\'s', async () => {
    const a = await estadia('López');
    await pagar(admin, a, 12000, 'efectivo');
    const res = await cerrar(admin, { fecha: day(0), efectivo_contado: 12000 }).expect(201);
    expect(res.body.cierre).toMatchObject({ usuario: TEST_ADMIN.usuario, efectivo_esperado: 12000 });
  });

  it('says when money moved after the close: the closure keeps what was expected then', async () => {
    const { a } = await dosCajas();
    await cerrar(maria, { fecha: day(0), efectivo_contado: 25000 }).expect(201);
    await pagar(maria, a, 1000, 'efectivo');
    const m = await caja(maria);
    expect(m.cierre).toMatchObject({ efectivo_esperado: 25000 });
    expect(m.efectivo_esperado).toBe(26000);
  });

  it('leaves exactly one closure of ten sent at once', async () => {
    await dosCajas();
    const answers = await Promise.all(Array.from({ length: 10 }, () => cerrar(maria, { fecha: day(0), efectivo_contado: 25000 })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.message).toMatch(/^La caja de maria del .* ya está cerrada/);
    expect(await filas()).toBe(1);
  });

  it('keeps the rules in PostgreSQL: one closure in force per user and day, none edited or deleted', async () => {
    await dosCajas();
    const { id } = (await cerrar(maria, { fecha: day(0), efectivo_contado: 25000 }).expect(201)).body.cierre;
    const [{ usuario_id }] = await t.dataSource.query(`SELECT usuario_id FROM cierres_caja WHERE id = $1`, [id]);
    await expect(
      t.dataSource.query(`INSERT INTO cierres_caja (usuario_id, fecha, efectivo_esperado, efectivo_contado) VALUES ($1, $2, 0, 0)`, [usuario_id, day(0)]),
    ).rejects.toMatchObject({ driverError: { code: '23505', constraint: 'cierres_caja_una_vigente' } });
    await expect(t.dataSource.query(`UPDATE cierres_caja SET efectivo_contado = 1 WHERE id = $1`, [id])).rejects.toThrow(
      'Un cierre de caja no se modifica',
    );
    await expect(t.dataSource.query(`DELETE FROM cierres_caja WHERE id = $1`, [id])).rejects.toThrow('Los cierres de caja no se eliminan');
    await expect(
      t.dataSource.query(`UPDATE cierres_caja SET reabierto_at = now(), reabierto_por = $2 WHERE id = $1`, [id, usuario_id]),
    ).rejects.toMatchObject({ driverError: { code: '23514', constraint: 'cierres_caja_reapertura_completa' } });
    await expect(
      t.dataSource.query(`INSERT INTO cierres_caja (usuario_id, fecha, efectivo_esperado, efectivo_contado) VALUES ($1, $2, 0, -1)`, [usuario_id, day(-1)]),
    ).rejects.toMatchObject({ driverError: { code: '23514' } });
    expect((await t.dataSource.query(`SELECT efectivo_contado FROM cierres_caja WHERE id = $1`, [id]))[0].efectivo_contado).toBe('25000.00');
  });

  it('documents its four calls in OpenAPI, on new paths only', async () => {
    const paths = (await t.http().get('/api/docs-json').expect(200)).body.paths;
    const queryNames = (op: { parameters?: Array<{ name: string; in: string }> }) =>
      (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
    expect(queryNames(paths[CAJA].get)).toEqual(['_t', 'fecha', 'usuario']);
    expect(queryNames(paths[CIERRES].get)).toEqual(['_t', 'desde', 'fecha', 'hasta']);
    for (const path of [CERRAR, REABRIR]) expect(paths[path].post.requestBody).toBeDefined();
    for (const path of [CAJA, CIERRES, CERRAR, REABRIR]) {
      const op = paths[path].get ?? paths[path].post;
      expect(op.tags).toEqual(['caja']);
      expect(op.summary).toEqual(expect.any(String));
      expect(paths[`${path}.php`]).toBeUndefined();
    }
  });
});
