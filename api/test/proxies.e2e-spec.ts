/**
 * Proxies and lockouts (issue 33): X-Forwarded-* are read only from the proxies TRUST_PROXY names, so a caller that
 * reaches a replica directly cannot pick the address the login throttle counts (before, `TRUST_PROXY=1` let it: 60 of
 * 60 logins were checked where 30 is the cap); and `npm run user -- unlock <usuario>` lifts a lockout.
 */
import { MSG } from '@camping/contracts/messages';
import { LOGIN_LIMITS } from '../src/auth/login-throttle';
import { CliError } from '../src/cli/create-user';
import { runUserCommand } from '../src/cli/user-command';
import { resetData, startTestApp, TEST_ADMIN, type TestApp } from './helpers/test-app';

const noPassword = { env: {}, stdin: process.stdin, prompt: process.stderr };
const unlock = (usuario: string) => runUserCommand(['unlock', usuario], process.env.TEST_DATABASE_URL, noPassword);

function loginAs(t: TestApp, forwardedFor: string, contrasena: string, usuario = TEST_ADMIN.usuario) {
  return t.http().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ usuario, contrasena });
}

describe('a caller that is not one of the proxies', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The proxy is elsewhere: the tests' own connections (127.0.0.1) reach the server directly.
    t = await startTestApp({ TRUST_PROXY: '10.99.0.1' });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  it('cannot pick its address with X-Forwarded-For: every attempt counts against its own', async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      await loginAs(t, `203.0.113.${i + 1}`, 'mala', `usuario-${i}`).expect(401);
    }
    // A 31st "address" is still the same caller.
    const stopped = await loginAs(t, '198.51.100.7', 'mala', 'otro-usuario').expect(429);
    expect(stopped.body.message).toBe(MSG.loginDemasiadosIntentos);
  });

  it('cannot claim https with X-Forwarded-Proto', async () => {
    const res = await t.http().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('behind the proxies TRUST_PROXY names', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  it("reads the visitor's address from the proxy, and https with it", async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.max + 5; i++) {
      await loginAs(t, `203.0.113.${i + 1}`, 'mala', `usuario-${i}`).expect(401);
    }
    const res = await t.http().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(TEST_ADMIN).expect(200);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });

  it('takes only the address the trusted proxy saw, not what the visitor wrote before it', async () => {
    // The visitor sends X-Forwarded-For: <anything>; the proxy appends the address it saw (203.0.113.50).
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      await loginAs(t, `198.51.100.${i + 1}, 203.0.113.50`, 'mala', `usuario-${i}`).expect(401);
    }
    await loginAs(t, '198.51.100.200, 203.0.113.50', 'mala', 'otro-usuario').expect(429);
  });
});

describe('npm run user -- unlock <usuario>', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  beforeEach(() => resetData(t.dataSource));
  afterAll(() => t.close());

  it('lets the administrator in again from a new address after others guessed the password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.account.max; i++) await loginAs(t, `10.3.2.${i + 1}`, `mala-${i}`).expect(401);
    await loginAs(t, '10.3.9.9', TEST_ADMIN.contrasena).expect(429);

    const message = await unlock(TEST_ADMIN.usuario);
    expect(message).toMatch(/^Bloqueo de inicio de sesión levantado: "admin" ya puede ingresar/);
    await loginAs(t, '10.3.9.9', TEST_ADMIN.contrasena).expect(200);
  });

  it("lifts the user's own lockout at an address, and nobody else's", async () => {
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) {
      await loginAs(t, '10.3.3.1', `mala-${i}`).expect(401);
      await loginAs(t, '10.3.3.2', `mala-${i}`, 'admin:otro').expect(401);
    }
    await loginAs(t, '10.3.3.1', TEST_ADMIN.contrasena).expect(429);

    await unlock(TEST_ADMIN.usuario);
    await loginAs(t, '10.3.3.1', TEST_ADMIN.contrasena).expect(200);
    // «admin:otro» shares the name's start: its counters are untouched.
    await loginAs(t, '10.3.3.2', 'mala', 'admin:otro').expect(429);
  });

  it('says so when there was nothing to lift, and refuses an unknown user or a wrong call in Spanish', async () => {
    await expect(unlock(TEST_ADMIN.usuario)).resolves.toBe('El usuario "admin" no tenía intentos fallidos registrados: ya puede ingresar.');
    await expect(unlock('nadie')).rejects.toThrow(new CliError('No existe el usuario "nadie".'));
    await expect(runUserCommand(['unlock'], process.env.TEST_DATABASE_URL, noPassword)).rejects.toThrow(/Indique un solo usuario/);
    await expect(runUserCommand(['borrar', 'admin'], process.env.TEST_DATABASE_URL, noPassword)).rejects.toThrow(/Orden desconocida: borrar/);
  });
});
