import { PG_EXCLUSION_VIOLATION } from '../src/database/postgres-errors';
import { resetData, startTestApp, type TestApp } from './helpers/test-app';

/** The schema itself makes double booking impossible (ARCHITECTURE.md). */
describe('reservation exclusion constraint', () => {
  let t: TestApp;
  let clienteId: number;
  let cabanaId: number;

  const insert = (entrada: string, salida: string, estado = 'activa', hospedajeId: number | null = cabanaId, tipo = 1) =>
    t.dataSource.query(
      `INSERT INTO reservas (cliente_id, hospedaje_id, tipo_hospedaje_id, fecha_entrada, fecha_salida, cantidad_personas, monto_total, estado)
       VALUES ($1, $2, $3, $4, $5, 2, 1000, $6) RETURNING id`,
      [clienteId, hospedajeId, tipo, entrada, salida, estado],
    );

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await resetData(t.dataSource);
    [{ id: clienteId }] = await t.dataSource.query(
      `INSERT INTO clientes (nombre, apellido, documento) VALUES ('Ana', 'Pérez', '30111222') RETURNING id`,
    );
    [{ id: cabanaId }] = await t.dataSource.query(`SELECT id FROM hospedajes WHERE tipo_hospedaje_id = 1 AND numero = 1`);
  });
  afterAll(() => t.close());

  it('refuses two active stays of one unit sharing a night', async () => {
    await insert('2027-01-10', '2027-01-15');
    await expect(insert('2027-01-14', '2027-01-16')).rejects.toMatchObject({ driverError: { code: PG_EXCLUSION_VIOLATION } });
    await expect(insert('2027-01-08', '2027-01-20')).rejects.toMatchObject({ driverError: { code: PG_EXCLUSION_VIOLATION } });
  });

  it('allows a same-day turnover', async () => {
    await insert('2027-01-10', '2027-01-15');
    await expect(insert('2027-01-15', '2027-01-18')).resolves.toHaveLength(1);
    await expect(insert('2027-01-07', '2027-01-10')).resolves.toHaveLength(1);
  });

  it('lets a cancelled stay free its nights', async () => {
    await insert('2027-01-10', '2027-01-15', 'cancelada');
    await expect(insert('2027-01-10', '2027-01-15')).resolves.toHaveLength(1);
  });

  it('never clashes camping or groups, which have no unit', async () => {
    await insert('2027-01-10', '2027-01-15', 'activa', null, 3);
    await expect(insert('2027-01-10', '2027-01-15', 'activa', null, 3)).resolves.toHaveLength(1);
    await expect(insert('2027-01-10', '2027-01-15', 'activa', null, 4)).resolves.toHaveLength(1);
  });

  it('keeps dates exactly as sent', async () => {
    const [{ id }] = await insert('2027-03-01', '2027-03-02');
    const [row] = await t.dataSource.query(
      `SELECT to_char(fecha_entrada, 'YYYY-MM-DD') AS entrada, to_char(fecha_salida, 'YYYY-MM-DD') AS salida FROM reservas WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ entrada: '2027-03-01', salida: '2027-03-02' });
  });

  it('keeps the search indexes without a GIN pending list', async () => {
    const rows = await t.dataSource.query(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('clientes_busqueda_trgm_idx', 'reservas_observaciones_trgm_idx') ORDER BY relname`,
    );
    expect(rows).toEqual([
      { relname: 'clientes_busqueda_trgm_idx', reloptions: ['fastupdate=off'] },
      { relname: 'reservas_observaciones_trgm_idx', reloptions: ['fastupdate=off'] },
    ]);
  });

  it('seeded the reference data once', async () => {
    const [{ cabanas }] = await t.dataSource.query(`SELECT count(*)::int AS cabanas FROM hospedajes WHERE tipo_hospedaje_id = 1`);
    const [{ dormis }] = await t.dataSource.query(`SELECT count(*)::int AS dormis FROM hospedajes WHERE tipo_hospedaje_id = 2`);
    const [{ precios }] = await t.dataSource.query(`SELECT count(*)::int AS precios FROM precios`);
    expect({ cabanas, dormis, precios }).toEqual({ cabanas: 8, dormis: 14, precios: 30 });
  });
});
