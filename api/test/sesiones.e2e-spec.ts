import { MSG } from '@camping/contracts/messages';
import { startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

/** Sessions checked in PostgreSQL are trusted from memory for SESSION_CACHE_SECONDS (docs/api.md). */
describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_CACHE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  const login = async () => {
    const res = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    return String(res.headers['set-cookie']).split(';')[0];
  };

  it('sees a revocation made outside this process within the TTL', async () => {
    const cookie = await login();
    await t.http().get('/api/endpoints/hospedajes?tipos').set('Cookie', cookie).expect(200);
    await t.dataSource.query('DELETE FROM sesiones');
    await t.http().get('/api/endpoints/hospedajes?tipos').set('Cookie', cookie).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await t.http().get('/api/endpoints/hospedajes?tipos').set('Cookie', cookie).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('forgets a session at once on logout through this process', async () => {
    const cookie = await login();
    await t.http().get('/api/endpoints/hospedajes?tipos').set('Cookie', cookie).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    await t.http().get('/api/endpoints/hospedajes?tipos').set('Cookie', cookie).expect(401);
  });
});
