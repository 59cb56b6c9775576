/**
 * ADMIN_PASSWORD is applied only when the first administrator is created (issue 37 item 11): a password changed in
 * the application survives a restart with the same environment.
 */
import { startTestApp, type TestApp } from './helpers/test-app';

const ENV = { ADMIN_USER: 'jefa', ADMIN_PASSWORD: 'primera-clave-de-jefa' };
const NUEVA = 'mate cocido con tortas';

async function login(t: TestApp, contrasena: string): Promise<number> {
  return (await t.http().post('/api/auth/login').send({ usuario: ENV.ADMIN_USER, contrasena })).status;
}

describe('ADMIN_PASSWORD at start', () => {
  afterAll(async () => {
    const t = await startTestApp();
    await t.dataSource.query(`DELETE FROM usuarios WHERE usuario = $1`, [ENV.ADMIN_USER]);
    await t.close();
  });

  it('creates the account with it, and leaves a password changed in the application alone at the next start', async () => {
    const first = await startTestApp(ENV);
    try {
      await first.dataSource.query(`DELETE FROM usuarios WHERE usuario = $1`, [ENV.ADMIN_USER]);
    } finally {
      await first.close();
    }
    const created = await startTestApp(ENV);
    try {
      const res = await created.http().post('/api/auth/login').send({ usuario: ENV.ADMIN_USER, contrasena: ENV.ADMIN_PASSWORD }).expect(200);
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      await created.http().post('/api/auth/contrasena').set('Cookie', cookie).send({ contrasena_actual: ENV.ADMIN_PASSWORD, contrasena_nueva: NUEVA }).expect(200);
    } finally {
      await created.close();
    }
    const restarted = await startTestApp(ENV);
    try {
      expect(await login(restarted, NUEVA)).toBe(200);
      expect(await login(restarted, ENV.ADMIN_PASSWORD)).toBe(401);
    } finally {
      await restarted.close();
    }
  }, 60_000);
});
