import bcrypt from 'bcryptjs';
import { MSG } from '@camping/contracts/messages';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { resetData, startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

/** The login throttle and password hashing (docs/decisions.md, Login throttle), on the real database. */
describe('login throttle (real database)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Behind a proxy: each test plays attackers and the administrator from addresses of its own.
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  const login = (ip: string, contrasena: string, usuario = TEST_ADMIN.usuario) =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ usuario, contrasena });
  const statuses = (responses: Array<{ status: number }>) =>
    responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

  it('checks at most the limit of a burst of 100 wrong passwords sent at once', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => login('10.2.0.1', `mala-${i}`)));
    expect(statuses(responses)).toEqual({ 401: LOGIN_LIMITS.pair.max, 429: 100 - LOGIN_LIMITS.pair.max });
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({ success: false, message: MSG.loginDemasiadosIntentos });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let the right password in from inside a burst of 30 wrong ones', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) => (i === 20 ? TEST_ADMIN.contrasena : `mala-${i}`));
    // The wrong ones first, so the right one arrives mid-burst.
    const pending = attempts.map((contrasena, i) =>
      new Promise((resolve) => setTimeout(resolve, i === 20 ? 5 : 0)).then(() => login('10.2.0.2', contrasena)),
    );
    const responses = await Promise.all(pending);
    expect(responses[20].status).toBe(429);
    expect(statuses(responses)).toEqual({ 401: LOGIN_LIMITS.pair.max, 429: 30 - LOGIN_LIMITS.pair.max });
  });

  it('lets a success start the pair over', async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) await login('10.2.0.3', `mala-${i}`).expect(401);
    await login('10.2.0.3', TEST_ADMIN.contrasena).expect(200);
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) await login('10.2.0.3', `mala-${i}`).expect(401);
    await login('10.2.0.3', TEST_ADMIN.contrasena).expect(429);
  });

  it('does not lock the administrator out of an address that logged in before, whatever others try', async () => {
    await login('10.2.1.1', TEST_ADMIN.contrasena).expect(200); // the office
    // Many addresses guessing the admin's password, a few each (under the pair limit).
    for (let i = 0; i < LOGIN_LIMITS.account.max; i++) {
      await login(`10.2.2.${i + 1}`, `mala-${i}`).expect(401);
    }
    const stopped = await login('10.2.3.1', 'mala-otra').expect(429);
    expect(stopped.body.message).toBe(MSG.loginDemasiadosIntentos);
    // A new address is stopped too, even with the right password, until the hour ends...
    await login('10.2.3.2', TEST_ADMIN.contrasena).expect(429);
    // ...but the office still gets in.
    await login('10.2.1.1', TEST_ADMIN.contrasena).expect(200);
  });

  it('limits one address trying many user names', async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      await login('10.2.4.1', 'x', `usuario-${i}`).expect(401);
    }
    await login('10.2.4.1', 'x', 'otro-usuario').expect(429);
    await login('10.2.4.2', 'x', 'otro-usuario').expect(401);
  });

  it('hashes with argon2id and upgrades an old bcrypt hash at the next successful login', async () => {
    const [before] = await t.dataSource.query(`SELECT password_hash FROM usuarios WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    expect(before.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    await t.dataSource.query(`UPDATE usuarios SET password_hash = $1 WHERE usuario = $2`, [
      bcrypt.hashSync(TEST_ADMIN.contrasena, 4),
      TEST_ADMIN.usuario,
    ]);
    await login('10.2.5.1', 'mala').expect(401);
    const [stillBcrypt] = await t.dataSource.query(`SELECT password_hash FROM usuarios WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    expect(stillBcrypt.password_hash).toMatch(/^\$2[aby]\$/);

    await login('10.2.5.1', TEST_ADMIN.contrasena).expect(200);
    const [after] = await t.dataSource.query(`SELECT password_hash FROM usuarios WHERE usuario = $1`, [TEST_ADMIN.usuario]);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    await login('10.2.5.1', TEST_ADMIN.contrasena).expect(200);
  });

  it('answers a malformed stored hash with 401, not 500', async () => {
    await t.dataSource.query(`INSERT INTO usuarios (usuario, password_hash, rol) VALUES ('roto', 'no-es-un-hash', 'recepcion')`);
    const res = await login('10.2.6.1', 'cualquier-clave', 'roto').expect(401);
    expect(res.body.message).toBe(MSG.loginIncorrecto);
    await t.dataSource.query(`DELETE FROM usuarios WHERE usuario = 'roto'`);
  });
});
