import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Remoto } from '@camping/contracts/schemas/remoto';
import type { ManifestFacts } from './federation-manifest';

const COLUMNS = `name, url, previous_url, version, commit, changed_by, changed_at`;

type Row = Omit<Remoto, 'changed_at'> & { changed_at: Date };

const fromRow = (row: Row): Remoto => ({ ...row, changed_at: row.changed_at.toISOString() });

export interface RemoteSeed extends ManifestFacts {
  name: string;
  url: string;
}

/** The only place that reads and writes `remotos` (migration 1764200000001). Each change is one statement. */
@Injectable()
export class RemotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The environment's URLs at start. A row nobody changed through the API (changed_by null) follows the
   * environment, so a redeploy with a new REMOTE_<NAME>_URL still works; a row an operator set is kept.
   */
  async seed(rows: RemoteSeed[]): Promise<void> {
    if (rows.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO remotos (name, url, version, commit)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[])
       ON CONFLICT (name) DO UPDATE SET url = EXCLUDED.url, version = EXCLUDED.version, commit = EXCLUDED.commit
       WHERE remotos.changed_by IS NULL
         AND (remotos.url, remotos.version, remotos.commit) IS DISTINCT FROM (EXCLUDED.url, EXCLUDED.version, EXCLUDED.commit)`,
      [rows.map((r) => r.name), rows.map((r) => r.url), rows.map((r) => r.version), rows.map((r) => r.commit)],
    );
  }

  async list(): Promise<Remoto[]> {
    const rows: Row[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM remotos ORDER BY name`);
    return rows.map(fromRow);
  }

  /** name -> url, what /remotes.json serves. */
  async urls(): Promise<Record<string, string>> {
    const rows: Array<{ name: string; url: string }> = await this.dataSource.query(`SELECT name, url FROM remotos`);
    return Object.fromEntries(rows.map((r) => [r.name, r.url]));
  }

  /** Points a remote at a new URL; the one it had becomes the one «Revertir» goes back to. */
  async change(name: string, url: string, facts: ManifestFacts, usuario: string): Promise<Remoto | null> {
    const [rows]: [Row[], number] = await this.dataSource.query(
      `UPDATE remotos SET previous_url = url, previous_version = version, previous_commit = commit,
              url = $2, version = $3, commit = $4, changed_by = $5, changed_at = now()
       WHERE name = $1 RETURNING ${COLUMNS}`,
      [name, url, facts.version, facts.commit, usuario],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Swaps the current and the previous URL (a second «Revertir» undoes the first); null when there is none. */
  async revert(name: string, usuario: string): Promise<Remoto | null> {
    const [rows]: [Row[], number] = await this.dataSource.query(
      `UPDATE remotos SET url = previous_url, version = previous_version, commit = previous_commit,
              previous_url = url, previous_version = version, previous_commit = commit,
              changed_by = $2, changed_at = now()
       WHERE name = $1 AND previous_url IS NOT NULL RETURNING ${COLUMNS}`,
      [name, usuario],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async exists(name: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM remotos WHERE name = $1`, [name]);
    return rows.length > 0;
  }
}
