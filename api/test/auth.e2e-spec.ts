import { MSG } from '@camping/contracts/messages';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { resetData, startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

describe('auth (real database)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  it('refuses a wrong password with the Spanish message', async () => {
    const res = await t.http().post('/api/auth/login').send({ ...TEST_ADMIN, contrasena: 'incorrecta' }).expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.loginIncorrecto, error: true });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown user with the same message', async () => {
    const res = await t.http().post('/api/auth/login').send({ usuario: 'nadie', contrasena: 'x' }).expect(401);
    expect(res.body.message).toBe(MSG.loginIncorrecto);
  });

  it('logs in with an httpOnly SameSite=Strict cookie and answers me', async () => {
    const res = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    expect(res.body).toEqual({ success: true, usuario: { usuario: 'admin', rol: 'admin', debe_cambiar_contrasena: false } });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/camping_sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const me = await t.http().get('/api/auth/me').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(me.body.usuario).toEqual({ usuario: 'admin', rol: 'admin', debe_cambiar_contrasena: false });
  });

  it('stores only a hash of the session token', async () => {
    const res = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const token = /camping_sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1];
    const rows = await t.dataSource.query('SELECT id FROM sesiones');
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toContain(token);
  });

  it('answers 401 to me without a session', async () => {
    const res = await t.http().get('/api/auth/me').expect(401);
    expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
  });

  it('ends the session on the server at logout', async () => {
    const res = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(200);
    // The same cookie, replayed, no longer opens anything.
    await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    await t.http().get('/api/endpoints/hospedajes').set('Cookie', cookie).expect(401);
  });

  it('throttles repeated failures from one address with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
      await t.http().post('/api/auth/login').send({ ...TEST_ADMIN, contrasena: `mala-${i}` }).expect(401);
    }
    const res = await t.http().post('/api/auth/login').send(TEST_ADMIN).expect(429);
    expect(res.body).toEqual({ success: false, message: MSG.loginDemasiadosIntentos, error: true });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.pair.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.pair.windowMs / 1000);
  });

  it('validates the login body in Spanish', async () => {
    const res = await t.http().post('/api/auth/login').send({ usuario: 'admin' }).expect(400);
    expect(res.body).toEqual({ success: false, message: 'El campo contraseña es obligatorio', error: true });
    const bad = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{no es json').expect(400);
    expect(bad.body).toEqual({ success: false, message: MSG.jsonInvalido, error: true });
  });
});

describe('the session guard on /api/endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/endpoints/hospedajes', '/api/endpoints/hospedajes.php', '/api/endpoints/hospedajes?tipos'])(
    '%s answers 401 without a session',
    async (path) => {
      const res = await t.http().get(path).expect(401);
      expect(res.body).toEqual({ success: false, message: MSG.noAutorizado, error: true });
    },
  );

  it('answers with a session, on both spellings', async () => {
    const agent = await t.loginAgent();
    const res = await agent.get('/api/endpoints/hospedajes').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.tipos_hospedaje.map((x: { nombre: string }) => x.nombre)).toEqual(['cabaña', 'dormis', 'camping', 'grupos']);
    const php = await agent.get('/api/endpoints/hospedajes.php?tipos').expect(200);
    expect(php.body.tipos).toHaveLength(4);
  });

  it('keeps public routes public', async () => {
    await t.http().get('/remotes.json').expect(200);
    const sitio = await t.http().get('/api/public/sitio').expect(200);
    expect(sitio.body.whatsapp).toMatch(/^\d+$/);
  });
});
