import { addDaysIso, todayIso } from '@camping/contracts/dates';
import { lineaHistorial } from '@camping/contracts/historial';
import { MSG_HUESPEDES } from '@camping/contracts/messages-huespedes';
import { historialPaginaSchema } from '@camping/contracts/schemas/historial';
import { huespedesResponseSchema, registroPaginaSchema } from '@camping/contracts/schemas/huesped';
import { agenteRecepcion, crearCliente, day, iniciarSuite, insertarReserva, type Agent, type Unidades } from './helpers/fixtures';
import { binario, pdfText } from './helpers/pdf-text';
import { resetBusinessData, type TestApp } from './helpers/test-app';

const URL = '/api/endpoints/huespedes';
const REGISTRO = '/api/endpoints/registro-huespedes';
const CONFIG = '/api/endpoints/configuracion';
const plano = (text: string) => text.replace(/\s+/g, ' ');

describe('guests of a stay, registration card and guest register (issue 36, real database)', () => {
  let t: TestApp;
  let agent: Agent;
  let cabanas: Unidades;

  /** A stay of `personas` in cabin 2 from day `desde` (inserted: the past is allowed), its client Rosa Quiroga. */
  async function estadia(desde = 0, hasta = 3, personas = 3): Promise<number> {
    const cliente = await crearCliente(agent, { nombre: 'Rosa', apellido: 'Quiroga', modelo_vehiculo: 'Gol', patente: 'AB123CD' });
    return insertarReserva(t.dataSource, {
      cliente_id: cliente.id,
      hospedaje_id: cabanas.get(2)!.id,
      tipo_hospedaje_id: 1,
      fecha_entrada: day(desde),
      fecha_salida: day(hasta),
      cantidad_personas: personas,
    });
  }
  const leer = async (id: number) => huespedesResponseSchema.parse((await agent.get(`${URL}?reserva_id=${id}`).expect(200)).body);
  const titular = { titular: true, nombre: 'Rosa', apellido: 'Quiroga', tipo_documento: 'dni', documento: '28.111.222', nacionalidad: 'Argentina', fecha_nacimiento: '1980-04-02' };
  const hijo = { nombre: 'Tomás', apellido: 'Quiroga', tipo_documento: 'pasaporte', documento: 'AAB 123456', nacionalidad: 'Chilena', fecha_nacimiento: '2012-09-30' };
  const guardar = (reserva_id: number, huespedes: unknown[], extra: Record<string, unknown> = {}) =>
    agent.put(URL).send({ reserva_id, huespedes, ...extra });
  const requerir = (cambios: Record<string, unknown>) => agent.put(CONFIG).send(cambios).expect(200);

  beforeAll(async () => {
    ({ t, agent, cabanas } = await iniciarSuite());
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await requerir({ checkin_huespedes: 'titular', checkin_datos: ['documento'] });
  });
  afterAll(() => t.close());

  it('a new stay: the client as titular (not saved), the client\'s vehicle suggested, nothing missing by default', async () => {
    const id = await estadia();
    const lista = await leer(id);
    expect(lista.huespedes).toEqual([
      expect.objectContaining({ id: null, titular: true, nombre: 'Rosa', apellido: 'Quiroga', tipo_documento: 'dni' }),
    ]);
    expect(lista).toMatchObject({ cantidad_personas: 3, modelo_vehiculo: 'Gol', patente: 'AB123CD', vehiculo_del_cliente: true, faltantes: [] });
    expect(lista.requisitos).toEqual({ checkin_huespedes: 'titular', checkin_datos: ['documento'] });
  });

  it('saves the list and the stay\'s vehicle, changes and removes guests, each change in the history', async () => {
    const id = await estadia();
    const guardada = huespedesResponseSchema.parse(
      (await guardar(id, [titular, hijo], { modelo_vehiculo: 'Kangoo', patente: 'AE 456 FG' }).expect(200)).body,
    );
    expect(guardada.message).toBe(MSG_HUESPEDES.huespedesGuardados);
    expect(guardada.huespedes.map((h) => [h.titular, h.nombre, h.documento])).toEqual([
      [true, 'Rosa', '28.111.222'],
      [false, 'Tomás', 'AAB 123456'],
    ]);
    expect(guardada).toMatchObject({ modelo_vehiculo: 'Kangoo', patente: 'AE 456 FG', vehiculo_del_cliente: false });
    const [rosa, tomas] = guardada.huespedes;
    // Tomás's nationality changes; Rosa is left out, so she is removed (the client becomes the titular again).
    const cambiada = huespedesResponseSchema.parse(
      (await guardar(id, [{ ...hijo, id: tomas.id, nacionalidad: 'Argentina' }], { modelo_vehiculo: 'Kangoo', patente: 'AE 456 FG' }).expect(200)).body,
    );
    expect(cambiada.huespedes.map((h) => [h.id, h.nombre, h.nacionalidad])).toEqual([
      [null, 'Rosa', null],
      [tomas.id, 'Tomás', 'Argentina'],
    ]);
    const historial = historialPaginaSchema.parse(
      (await agent.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${id}`).expect(200)).body,
    ).historial;
    const lineas = historial.map((fila) => lineaHistorial(fila));
    expect(lineas.some((l) => l.includes('registró al huésped Quiroga, Tomás (AAB 123456)'))).toBe(true);
    expect(lineas.some((l) => l.includes('cambió la nacionalidad de Chilena a Argentina (huésped N.º'))).toBe(true);
    expect(lineas.some((l) => l.includes(`quitó al huésped Quiroga, Rosa`))).toBe(true);
    expect(lineas.some((l) => l.includes('cambió el vehículo de (vacío) a Kangoo'))).toBe(true);
    expect(historial.filter((f) => f.entidad === 'huesped').every((f) => f.usuario === 'admin')).toBe(true);
    expect(rosa.id).not.toBeNull();
  });

  it('refuses a repeated document, a future birth date and more guests than people, in Spanish, changing nothing', async () => {
    const id = await estadia(0, 3, 2);
    const repetido = await guardar(id, [titular, { ...hijo, tipo_documento: 'dni', documento: '28111222' }]).expect(400);
    expect(repetido.body).toMatchObject({ success: false, message: 'El documento 28111222 está repetido en la reserva' });
    const manana = addDaysIso(todayIso(), 1);
    const futuro = await guardar(id, [{ ...hijo, fecha_nacimiento: manana }]).expect(400);
    expect(futuro.body.message).toBe(MSG_HUESPEDES.nacimientoFuturo);
    const muchos = await guardar(id, [titular, hijo, { nombre: 'Ana', apellido: 'Sosa' }]).expect(400);
    expect(muchos.body.message).toBe('La reserva es para 2 personas: no se pueden registrar 3 huéspedes');
    expect((await leer(id)).huespedes).toHaveLength(1);
    // The table holds the count whoever writes.
    await expect(
      t.dataSource.query(
        `INSERT INTO huespedes (reserva_id, nombre, apellido) VALUES ($1, 'A', 'B'), ($1, 'C', 'D'), ($1, 'E', 'F')`,
        [id],
      ),
    ).rejects.toThrow(/no admite 3 huéspedes/);
    await guardar(9_999_999, []).expect(404);
    await guardar(id, [{ ...hijo, id: 123456 }]).expect(400);
  });

  it('refuses lowering the people below the saved guests, in Spanish, changing nothing; the table holds it too', async () => {
    const id = await estadia(0, 3, 3);
    await guardar(id, [titular, hijo]).expect(200);
    const menos = await agent.put('/api/endpoints/reservas').send({ id, cantidad_personas: 1 }).expect(400);
    expect(menos.body).toMatchObject({
      success: false,
      message: 'La reserva tiene 2 huéspedes registrados: para dejarla en 1 persona, quite antes los huéspedes que sobran',
    });
    expect((await leer(id)).cantidad_personas).toBe(3);
    await expect(t.dataSource.query(`UPDATE reservas SET cantidad_personas = 1 WHERE id = $1`, [id])).rejects.toThrow(/no puede quedar en 1 personas/);
    await agent.put('/api/endpoints/reservas').send({ id, cantidad_personas: 2 }).expect(200);
    expect((await leer(id)).cantidad_personas).toBe(2);
  });

  it('the check-in asks what Configuración requires, names who is missing, then records the arrival time', async () => {
    const id = await estadia(0, 2, 2);
    await requerir({ checkin_huespedes: 'todos', checkin_datos: ['documento', 'nacionalidad'] });
    expect((await leer(id)).faltantes).toEqual(['Titular (Quiroga, Rosa): nacionalidad', 'Faltan 1 de 2 huéspedes']);
    const rechazado = await agent.post('/api/endpoints/reservas/checkin').send({ id }).expect(400);
    expect(rechazado.body.message).toBe(
      'Faltan datos de los huéspedes para registrar el ingreso: Titular (Quiroga, Rosa): nacionalidad; Faltan 1 de 2 huéspedes',
    );
    expect((await leer(id)).checkin_at).toBeNull();
    await guardar(id, [titular, hijo]).expect(200);
    await agent.post('/api/endpoints/reservas/checkin').send({ id, hora_llegada: '25:00' }).expect(400);
    await agent.post('/api/endpoints/reservas/checkin').send({ id, hora_llegada: '14:30' }).expect(200);
    const despues = await leer(id);
    expect(despues.checkin_at).not.toBeNull();
    expect(despues.hora_llegada).toBe('14:30');
    expect(despues.faltantes).toEqual([]);
  });

  it('the registration card: the complex, the stay, every guest, blank lines up to the people and the signature', async () => {
    const id = await estadia(0, 3, 3);
    await guardar(id, [titular, hijo], { modelo_vehiculo: 'Kangoo', patente: 'AE456FG' }).expect(200);
    const res = await agent.get(`${URL}/ficha?reserva_id=${id}`).buffer(true).parse(binario).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="ficha-registro-reserva-${id}.pdf"`);
    const text = plano(await pdfText(res.body as Buffer));
    expect(text).toContain(`Ficha de registro · Reserva N.º ${id}`);
    expect(text).toContain('Cabaña 2');
    expect(text).toContain('Titular Quiroga, Rosa DNI 28.111.222 Argentina 02/04/1980');
    expect(text).toContain('2. Quiroga, Tomás Pasaporte AAB 123456 Chilena 30/09/2012');
    expect(text).toContain('3. ____');
    expect(text).toContain('Kangoo · patente AE456FG');
    expect(text).toContain('Firma del titular');
    await agent.get(`${URL}/ficha?reserva_id=9999999`).expect(404);
  });

  it('the guest register: checked-in stays with nights in the range, paged, as CSV and PDF; admin only', async () => {
    const dentro = await estadia(-5, -2, 2);
    const otra = await estadia(-1, 2, 2);
    await estadia(-20, -15, 2);
    await t.dataSource.query(`UPDATE reservas SET checkin_at = now() - interval '1 day', checkin_por = 'admin' WHERE id = ANY($1)`, [[dentro, otra]]);
    await guardar(dentro, [titular, hijo]).expect(200);
    const desde = day(-6);
    const hasta = day(0);
    const pagina = registroPaginaSchema.parse((await agent.get(`${REGISTRO}?desde=${desde}&hasta=${hasta}&page_size=2`).expect(200)).body);
    expect(pagina.total).toBe(3);
    expect(pagina.filas.map((f) => [f.reserva_id, f.apellido, f.nombre, f.titular])).toEqual([
      [dentro, 'Quiroga', 'Rosa', true],
      [dentro, 'Quiroga', 'Tomás', false],
    ]);
    const segunda = registroPaginaSchema.parse((await agent.get(`${REGISTRO}?desde=${desde}&hasta=${hasta}&page_size=2&page=2`).expect(200)).body);
    expect(segunda.filas.map((f) => f.reserva_id)).toEqual([otra]);
    expect(segunda.filas[0]).toMatchObject({ unidad: 'Cabaña 2', tipo_documento: 'dni' });

    const csv = await agent.get(`${REGISTRO}?desde=${desde}&hasta=${hasta}&formato=csv`).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lineas = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lineas[0]).toBe('Entrada;Salida;Unidad;Titular;Apellido;Nombre;Tipo de documento;Documento;Nacionalidad;Fecha de nacimiento;Ingreso;Hora de llegada;Patente');
    expect(lineas).toHaveLength(4);
    expect(lineas[2]).toContain(';Quiroga;Tomás;Pasaporte;AAB 123456;Chilena;30/09/2012;');

    const pdf = await agent.get(`${REGISTRO}?desde=${desde}&hasta=${hasta}&formato=pdf`).buffer(true).parse(binario).expect(200);
    const text = plano(await pdfText(pdf.body as Buffer));
    expect(text).toContain('Registro de huéspedes del');
    expect(text).toContain('Quiroga, Tomás Pasaporte AAB 123456 Chilena');

    await agent.get(`${REGISTRO}?desde=${day(0)}&hasta=${day(400)}`).expect(400);
    await agent.get(`${REGISTRO}?desde=${day(0)}`).expect(400);
    const recepcion = await agenteRecepcion(t);
    const prohibido = await recepcion.get(`${REGISTRO}?desde=${desde}&hasta=${hasta}`).expect(403);
    expect(prohibido.body.success).toBe(false);
    // Reception still reads and writes a stay's guests.
    await recepcion.get(`${URL}?reserva_id=${otra}`).expect(200);
  });
});
