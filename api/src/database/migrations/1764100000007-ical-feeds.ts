import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The secret iCal export link of each cabin and dormi (docs/channels.md). One row per unit (the primary key), the
 * token unique across units; rows are created lazily by GET canales (one INSERT ... ON CONFLICT DO NOTHING, so two
 * replicas listing at once keep one token). The token is stored as is, not hashed: staff must be able to read the
 * URL again to paste it into Booking.com or Airbnb. Import (external calendars, blocks) will add its own tables.
 */
export class IcalFeeds1764100000007 implements MigrationInterface {
  name = 'IcalFeeds1764100000007';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ical_feeds (
        hospedaje_id integer PRIMARY KEY REFERENCES hospedajes(id) ON DELETE CASCADE,
        token varchar(64) NOT NULL UNIQUE CHECK (token ~ '^[A-Za-z0-9_-]{43}$'),
        creado_en timestamptz NOT NULL DEFAULT now(),
        creado_por varchar(100),
        regenerado_en timestamptz,
        regenerado_por varchar(100)
      )`);
    // The feed reads one unit's stays from a recent exit onward.
    await queryRunner.query(
      `CREATE INDEX reservas_unidad_salida_idx ON reservas (hospedaje_id, fecha_salida) WHERE estado <> 'cancelada'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX reservas_unidad_salida_idx`);
    await queryRunner.query(`DROP TABLE ical_feeds`);
  }
}
