import { formatARSCents } from '@camping/contracts/format';
import { MSG } from '@camping/contracts/messages';
import { MSG_CUENTA } from '@camping/contracts/messages-cuenta';
import { pagosReservaResponseSchema } from '@camping/contracts/schemas/pago';
import { crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { binario, pdfText } from './helpers/pdf-text';
import { TEST_ADMIN, resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/comprobantes';
const PAGOS = '/api/endpoints/pagos';
/** pdf.js joins a line's pieces; spaces (the amounts' non-breaking one too) are compared as one space. */
const plano = (text: string) => text.replace(/\s+/g, ' ');

describe('receipts and statements (issue 32, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  async function estadiaConSena(): Promise<{ reservaId: number; apellido: string }> {
    const cliente = await crearCliente(agent, { nombre: 'Rosa', apellido: 'Quiroga', documento: '28111222' });
    const res = await agent
      .post('/api/endpoints/reservas')
      .send({
        cliente_id: cliente.id,
        hospedaje_id: cabanas.get(3)!.id,
        fecha_entrada: day(5),
        fecha_salida: day(8),
        cantidad_personas: 4,
        monto_total: 210000,
        sena_monto: 21000,
        sena_metodo_pago: 'transferencia',
      })
      .expect(201);
    return { reservaId: res.body.id, apellido: 'Quiroga' };
  }
  const pagosDe = async (reservaId: number) =>
    pagosReservaResponseSchema.parse((await agent.get(`${PAGOS}?reserva_id=${reservaId}`).expect(200)).body);
  const pdf = async (path: string, who = agent) => {
    const res = await who.get(path).buffer(true).parse(binario).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    return { res, text: plano(await pdfText(res.body as Buffer)) };
  };

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(() => resetBusinessData(t.dataSource));
  afterAll(() => t.close());

  it('numbers every payment and refund from one sequence, never reused', async () => {
    const { reservaId } = await estadiaConSena();
    await agent.post(PAGOS).send({ reserva_id: reservaId, monto: 100000, metodo_pago: 'efectivo' }).expect(201);
    await agent.post('/api/endpoints/reembolsos').send({ reserva_id: reservaId, monto: 5000, metodo_pago: 'efectivo' }).expect(201);
    const cuenta = await pagosDe(reservaId);
    const numeros = [...cuenta.pagos.map((p) => p.numero_comprobante), ...(cuenta.reembolsos ?? []).map((r) => r.numero_comprobante)] as number[];
    expect(numeros).toHaveLength(3);
    expect(numeros[1]).toBe(numeros[0] + 1);
    expect(numeros[2]).toBe(numeros[1] + 1);
    // A deleted payment's number is never handed out again.
    const otro = await agent.post(PAGOS).send({ reserva_id: reservaId, monto: 1000, metodo_pago: 'efectivo' }).expect(201);
    await agent.delete(`${PAGOS}?id=${otro.body.id}`).expect(200);
    await agent.post(PAGOS).send({ reserva_id: reservaId, monto: 1000, metodo_pago: 'efectivo' }).expect(201);
    const despues = await pagosDe(reservaId);
    expect(despues.pagos.at(-1)!.numero_comprobante).toBe(numeros[2] + 2);
  });

  it('a payment\'s receipt: number, guest, stay, amount in figures and words, method, balance after it, who issued it', async () => {
    const { reservaId } = await estadiaConSena();
    const [sena] = (await pagosDe(reservaId)).pagos;
    const { res, text } = await pdf(`${URL}?pago_id=${sena.id}`);
    const numero = String(sena.numero_comprobante).padStart(6, '0');
    expect(res.headers['content-disposition']).toBe(`inline; filename="recibo-${numero}.pdf"`);
    expect(text).toContain(`Recibo de pago N.º ${numero}`);
    expect(text).toContain('Camping y Cabañas');
    expect(text).toContain('Recibimos de: Quiroga, Rosa');
    expect(text).toContain('Documento: 28111222');
    expect(text).toContain(`Reserva: N.º ${reservaId} · Cabaña 3`);
    expect(text).toContain(plano(`Importe: ${formatARSCents(21000)}`));
    expect(text).toContain('Son pesos veintiún mil con 00/100');
    expect(text).toContain('Medio: Transferencia');
    expect(text).toContain('Concepto: Seña');
    expect(text).toContain(plano(`Saldo de la reserva después de este comprobante: ${formatARSCents(189000)}`));
    expect(text).toContain(`Emitido por ${TEST_ADMIN.usuario}`);
    expect(text).toContain('Comprobante no válido como factura');
  });

  it('a refund\'s receipt, and the statement of the whole account', async () => {
    const { reservaId } = await estadiaConSena();
    await agent
      .post('/api/endpoints/reservas/cancelar')
      .send({ id: reservaId, motivo: 'clima', dinero: 'reembolsar', reembolso_monto: 12000.5, reembolso_metodo_pago: 'efectivo' })
      .expect(200);
    const [reembolso] = (await pagosDe(reservaId)).reembolsos!;
    const { text } = await pdf(`${URL}?reembolso_id=${reembolso.id}`);
    expect(text).toContain(`Comprobante de reembolso N.º ${String(reembolso.numero_comprobante).padStart(6, '0')}`);
    expect(text).toContain('Devolvimos a: Quiroga, Rosa');
    expect(text).toContain('Son pesos doce mil con 50/100');
    expect(text).toContain('Estado de la reserva: Cancelada');

    const cuenta = await pdf(`${URL}?estado_cuenta=${reservaId}`);
    expect(cuenta.res.headers['content-disposition']).toBe(`inline; filename="estado-de-cuenta-reserva-${reservaId}.pdf"`);
    expect(cuenta.text).toContain(`Estado de cuenta · Reserva N.º ${reservaId}`);
    expect(cuenta.text).toContain('Estado: Cancelada');
    expect(cuenta.text).toContain('Pago N.º');
    expect(cuenta.text).toContain('Reembolso N.º');
    expect(cuenta.text).toContain(plano(`-${formatARSCents(12000.5)}`));
    expect(cuenta.text).toContain(plano(`Monto conservado: ${formatARSCents(8999.5)}`));
    expect(cuenta.text).toContain(plano(`Saldo: ${formatARSCents(0)}`));
    expect(cuenta.text).toContain('Comprobante no válido como factura');
  });

  it('the receipt\'s link opens without a session; a wrong key or name is 404', async () => {
    const { reservaId } = await estadiaConSena();
    const [sena] = (await pagosDe(reservaId)).pagos;
    expect(sena.comprobante_url).toMatch(/^\/comprobantes\/pago-[0-9a-f-]{36}\.pdf$/);
    const { res, text } = await pdf(sena.comprobante_url!, t.http() as unknown as Agent);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(text).toContain('Son pesos veintiún mil con 00/100');
    await t.http().get('/comprobantes/pago-00000000-0000-4000-8000-000000000000.pdf').expect(404);
    await t.http().get(sena.comprobante_url!.replace('pago-', 'reembolso-')).expect(404);
    await t.http().get('/comprobantes/pago-1.pdf').expect(404);
  });

  it('needs a session for staff calls; refuses bad questions in Spanish', async () => {
    await t.http().get(`${URL}?pago_id=1`).expect(401);
    expect((await agent.get(URL).expect(400)).body.message).toBe('Indique pago_id, reembolso_id o estado_cuenta (el id de la reserva)');
    expect((await agent.get(`${URL}?pago_id=abc`).expect(400)).body.message).toMatch(/pago_id/);
    expect((await agent.get(`${URL}?pago_id=1&otra=2`).expect(400)).body.error).toBe(true);
    expect((await agent.get(`${URL}?pago_id=999999`).expect(404)).body.message).toBe(MSG_CUENTA.comprobanteNoEncontrado);
    expect((await agent.get(`${URL}?estado_cuenta=999999`).expect(404)).body.message).toBe(MSG.reservaNoEncontrada);
  });
});
