import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { assertFreshBuild, createDatabase, type Replica, startReplica } from './helpers/replicas';

/**
 * Two replicas started at the same moment on an empty database (a first deploy behind a proxy): both come up, the
 * migrations run once (under an advisory lock), and the first administrator is created once.
 */
describe('two API processes starting together on an empty database', () => {
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let replicas: Replica[] = [];

  const sql = async <Row>(text: string): Promise<Row[]> => {
    const client = new Client({ connectionString: database!.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  };

  beforeAll(() => assertFreshBuild());
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.stop()));
    replicas = [];
    await database?.drop();
  }, 90_000);

  it('both start, and every migration and the administrator exist once', async () => {
    database = await createDatabase('camping_test_migrations');
    const started = await Promise.allSettled([startReplica(database.url), startReplica(database.url)]);
    replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok']);

    for (const replica of replicas) expect((await fetch(`${replica.baseUrl}/api/public/sitio`)).status).toBe(200);
    const applied = await sql<{ name: string; veces: string }>('SELECT name, count(*) AS veces FROM migrations GROUP BY name ORDER BY name');
    expect(applied).toEqual(MIGRATIONS.map((m) => ({ name: m.name, veces: '1' })).sort((a, b) => a.name.localeCompare(b.name)));
    expect(await sql('SELECT usuario FROM usuarios')).toHaveLength(1);
  }, 120_000);
});
