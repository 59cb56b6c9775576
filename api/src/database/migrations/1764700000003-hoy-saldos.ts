import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A stay owing money, as «Hoy» counts it (the partial index reservas_saldo_salida_idx has the same predicate). */
const DEBE = `total_pagado < monto_total AND estado <> 'cancelada'`;

/** The owing stays of transition table `tabla` by departure, with `signo` (+ new rows, - old rows). */
const deudoras = (tabla: string, signo: '' | '-') =>
  `SELECT fecha_salida, ${signo}1 AS reservas, ${signo}(monto_total - total_pagado) AS monto FROM ${tabla} WHERE ${DEBE}`;

/**
 * Adds the changes `cambios` to their departure days' rows; a day whose count and amount net 0 is not written.
 * Rows are taken in date order, so two writers never wait for each other crosswise.
 */
const sumar = (cambios: string) => `
  INSERT INTO saldos_por_salida AS s (fecha_salida, reservas, monto)
  SELECT fecha_salida, sum(reservas), sum(monto) FROM (${cambios}) AS cambios
  GROUP BY fecha_salida HAVING sum(reservas) <> 0 OR sum(monto) <> 0 ORDER BY fecha_salida
  ON CONFLICT (fecha_salida) DO UPDATE SET reservas = s.reservas + EXCLUDED.reservas, monto = s.monto + EXCLUDED.monto`;

/**
 * «Hoy»'s balances total (issue 36, docs/front-desk.md «Benchmark (bench/limpieza)»): `saldos_por_salida`, per
 * departure day, how many stays owe money and how much, kept exact by statement-level triggers on `reservas` in the
 * same transaction as every insert, update (a payment or refund moves `total_pagado` through its own trigger),
 * delete and truncate, like `reservas_totales`. «Hoy» adds up the days up to its own (a few hundred rows a year)
 * instead of every stay owing money (47,069 in the benchmark: 20-57 ms, now 0.6-2 ms). A day's row is locked from
 * a write to its commit, so writes to stays leaving the same day take turns there; one row per departure day.
 */
export class HoySaldos1764700000003 implements MigrationInterface {
  name = 'HoySaldos1764700000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Nobody writes while the totals are added up and their triggers created, so they start exact.
    await queryRunner.query(`LOCK TABLE reservas IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`
      CREATE TABLE saldos_por_salida (
        fecha_salida date PRIMARY KEY,
        reservas integer NOT NULL,
        monto numeric(14,2) NOT NULL
      )`); // No CHECK (>= 0): PostgreSQL checks the row an upsert proposes, here a negative change, before the conflict.
    await queryRunner.query(sumar(deudoras('reservas', '')));
    await queryRunner.query(`
      CREATE FUNCTION saldos_por_salida_al_escribir() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${sumar(deudoras('nuevas', ''))};
        ELSIF TG_OP = 'DELETE' THEN
          ${sumar(deudoras('viejas', '-'))};
        ELSE
          ${sumar(`${deudoras('nuevas', '')} UNION ALL ${deudoras('viejas', '-')}`)};
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER saldos_por_salida_insert AFTER INSERT ON reservas REFERENCING NEW TABLE AS nuevas
      FOR EACH STATEMENT EXECUTE FUNCTION saldos_por_salida_al_escribir()`);
    await queryRunner.query(`
      CREATE TRIGGER saldos_por_salida_delete AFTER DELETE ON reservas REFERENCING OLD TABLE AS viejas
      FOR EACH STATEMENT EXECUTE FUNCTION saldos_por_salida_al_escribir()`);
    await queryRunner.query(`
      CREATE TRIGGER saldos_por_salida_update AFTER UPDATE ON reservas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
      FOR EACH STATEMENT EXECUTE FUNCTION saldos_por_salida_al_escribir()`);
    await queryRunner.query(`
      CREATE FUNCTION saldos_por_salida_al_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM saldos_por_salida;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER saldos_por_salida_truncate AFTER TRUNCATE ON reservas
      FOR EACH STATEMENT EXECUTE FUNCTION saldos_por_salida_al_vaciar()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS saldos_por_salida_${trigger} ON reservas`);
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS saldos_por_salida_al_escribir()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS saldos_por_salida_al_vaciar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS saldos_por_salida`);
  }
}
