import { describirCambio, entidadHistorial } from '@camping/contracts/historial';
import { campoHistorialConocido } from '@camping/contracts/historial-campos';
import { historialPaginaSchema } from '@camping/contracts/schemas/historial';
import { agenteRecepcion, crearCliente, day, iniciarSuite, type Agent, type Unidades } from './helpers/fixtures';
import { resetBusinessData, type TestApp } from './helpers/test-app';

/** Issue 37, item 1: the history names units, clients and reservations, and every recorded column has words. */
describe('historial in plain Spanish (issue 37, real database)', () => {
  let t: TestApp;
  let recepcion: Agent;
  let dormis: Unidades;

  beforeAll(async () => {
    ({ t, dormis } = await iniciarSuite());
    recepcion = await agenteRecepcion(t, 'recepcion');
  });
  beforeEach(async () => {
    await resetBusinessData(t.dataSource);
    await t.dataSource.query('TRUNCATE historial RESTART IDENTITY');
  });
  afterAll(() => t.close());

  it('answers each page with the names its rows mention: a move reads «de Dormi 0 a Dormi 1»', async () => {
    const cliente = await crearCliente(recepcion, { nombre: 'Juan', apellido: 'Pérez' });
    const { body } = await recepcion
      .post('/api/endpoints/reservas')
      .send({ cliente_id: cliente.id, hospedaje_id: dormis.get(0)!.id, fecha_entrada: day(3), fecha_salida: day(5), cantidad_personas: 1, monto_total: 48000 })
      .expect(201);
    await recepcion.put('/api/endpoints/reservas').send({ id: body.id, hospedaje_id: dormis.get(1)!.id }).expect(200);

    const page = historialPaginaSchema.parse((await recepcion.get(`/api/endpoints/historial?entidad=reserva&entidad_id=${body.id}`).expect(200)).body);
    const [move, alta] = page.historial;
    const fecha = (iso: string) => iso.split('-').reverse().join('/');
    expect(describirCambio(move, page.nombres)).toBe('cambió la unidad de Dormi 0 a Dormi 1');
    expect(describirCambio(alta, page.nombres)).toBe(
      `creó la reserva (Dormi 0 para Pérez, Juan, ${fecha(day(3))} al ${fecha(day(5))}, 1 persona, $\u00a048.000)`,
    );
    expect(entidadHistorial(move, page.nombres)).toBe(`Reserva N.º ${body.id} · Pérez, Juan · Dormi 1 · ${fecha(day(3))} al ${fecha(day(5))}`);
  });

  it('has words for every column the triggers record, so no sentence says «el campo no_show_por»', async () => {
    const triggers: Array<{ tabla: string; args: string[] }> = await t.dataSource.query(`
      SELECT c.relname AS tabla, string_to_array(encode(t.tgargs, 'escape'), '\\000') AS args
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'historial_registrar' AND NOT t.tgisinternal`);
    expect(triggers.length).toBeGreaterThan(5);
    const sinNombre: string[] = [];
    for (const { tabla, args } of triggers) {
      const ignoradas = new Set((args[1] ?? '').split(',').filter(Boolean));
      const columnas: Array<{ column_name: string }> = await t.dataSource.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [tabla],
      );
      for (const { column_name: columna } of columnas) {
        if (columna !== 'id' && !ignoradas.has(columna) && !campoHistorialConocido(columna)) sinNombre.push(`${tabla}.${columna}`);
      }
    }
    expect([...new Set(sinNombre)].sort()).toEqual([]);
  });
});
