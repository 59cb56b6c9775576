import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reference data of the real complex, seeded once and editable afterwards (ARCHITECTURE.md): the four lodging
 * types, 8 cabins (1-8, capacity 5), 14 dormis (0-13, capacity 4) and the price table for the three payment methods.
 */
const METODOS = ['efectivo', 'transferencia', 'tarjeta'];
const PRECIOS_HOSPEDAJE: Array<[tipo: number, personas: number, precio: number]> = [
  [1, 2, 46000],
  [1, 3, 58000],
  [1, 4, 70000],
  [1, 5, 70000],
  [2, 2, 24000],
  [2, 3, 34000],
  [2, 4, 44000],
];
const PRECIOS_CAMPING: Array<[descripcion: string, precio: number]> = [
  ['base', 5000],
  ['adulto', 3000],
  ['menor', 1500],
];

export class ReferenceData1763800000001 implements MigrationInterface {
  name = 'ReferenceData1763800000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO tipos_hospedaje (id, nombre) VALUES (1, 'cabaña'), (2, 'dormis'), (3, 'camping'), (4, 'grupos')
       ON CONFLICT (id) DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO hospedajes (numero, capacidad, tipo_hospedaje_id)
       SELECT n, 5, 1 FROM generate_series(1, 8) AS n
       ON CONFLICT ON CONSTRAINT hospedajes_tipo_numero_unico DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO hospedajes (numero, capacidad, tipo_hospedaje_id)
       SELECT n, 4, 2 FROM generate_series(0, 13) AS n
       ON CONFLICT ON CONSTRAINT hospedajes_tipo_numero_unico DO NOTHING`,
    );
    for (const metodo of METODOS) {
      for (const [tipo, personas, precio] of PRECIOS_HOSPEDAJE) {
        await queryRunner.query(
          `INSERT INTO precios (tipo_tabla, tipo_hospedaje_id, cantidad_personas, metodo_pago, precio)
           VALUES ('hospedaje', $1, $2, $3, $4) ON CONFLICT ON CONSTRAINT precios_clave_unica DO NOTHING`,
          [tipo, personas, metodo, precio],
        );
      }
      for (const [descripcion, precio] of PRECIOS_CAMPING) {
        await queryRunner.query(
          `INSERT INTO precios (tipo_tabla, tipo_hospedaje_id, descripcion, metodo_pago, precio)
           VALUES ('camping', 3, $1, $2, $3) ON CONFLICT ON CONSTRAINT precios_clave_unica DO NOTHING`,
          [descripcion, metodo, precio],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM precios`);
    await queryRunner.query(`DELETE FROM hospedajes`);
    await queryRunner.query(`DELETE FROM tipos_hospedaje`);
  }
}
