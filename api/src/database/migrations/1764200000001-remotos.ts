import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The table of remotes (issue 20, docs/deploying-a-remote.md): where each remote's mf-manifest.json is, the URL it
 * replaced (what «Revertir» goes back to), the build it points at and who changed it when. One row per remote of
 * libs/federation/remotes.json, written at every start (seeded from REMOTE_<NAME>_URL or the local build; a row an
 * operator changed is kept) and by the admin API. Never grows beyond the number of remotes: nothing deletes from it.
 */
export class Remotos1764200000001 implements MigrationInterface {
  name = 'Remotos1764200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE remotos (
        name varchar(60) PRIMARY KEY CHECK (name ~ '^mf-[a-z-]+$'),
        url varchar(2000) NOT NULL CHECK (url <> ''),
        previous_url varchar(2000),
        version varchar(100),
        commit varchar(64),
        -- The build previous_url points at, so «Revertir» restores it without fetching anything.
        previous_version varchar(100),
        previous_commit varchar(64),
        changed_by varchar(100),
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE remotos`);
  }
}
