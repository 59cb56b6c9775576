import { createOrResetUser, parseCreateUserArgs, CliError } from '../src/cli/create-user';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('user CLI (npm run user:create -w api)', () => {
  it.each([
    [['--usuario', 'ana', '--rol', 'staff', '--contrasena', 'clave-larga'], { usuario: 'ana', rol: 'staff', contrasena: 'clave-larga' }],
    [['--usuario=jefe', '--rol=admin', '--contrasena=otra-clave'], { usuario: 'jefe', rol: 'admin', contrasena: 'otra-clave' }],
  ])('reads %p', (argv, expected) => {
    expect(parseCreateUserArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--usuario', 'ana', '--rol', 'jefe', '--contrasena', 'clave-larga'], 'El rol debe ser admin o staff'],
    [['--usuario', 'ana', '--rol', 'staff', '--contrasena', 'corta'], 'La contraseña debe tener al menos 8 caracteres'],
    [['--rol', 'staff', '--contrasena', 'clave-larga'], 'El campo usuario es obligatorio'],
    [['--usuario'], 'Falta el valor de --usuario'],
    [['--nombre', 'x'], 'Argumento no reconocido: --nombre'],
  ])('refuses %p in Spanish', (argv, message) => {
    expect(() => parseCreateUserArgs(argv)).toThrow(CliError);
    expect(() => parseCreateUserArgs(argv)).toThrow(message);
  });

  describe('against the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Sessions checked on every call: the reset below happens outside the API process (as the CLI does).
      t = await startTestApp({ SESSION_CACHE_SECONDS: '0' });
    });
    afterAll(() => t.close());

    it('creates a staff account that can log in, and a reset ends its sessions', async () => {
      expect(await createOrResetUser(t.dataSource, { usuario: 'turno-noche', rol: 'staff', contrasena: 'primera-clave' })).toBe('creado');
      const login = await t.http().post('/api/auth/login').send({ usuario: 'turno-noche', contrasena: 'primera-clave' }).expect(200);
      expect(login.body.usuario).toEqual({ usuario: 'turno-noche', rol: 'staff' });
      const cookie = String(login.headers['set-cookie']).split(';')[0];
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);

      expect(await createOrResetUser(t.dataSource, { usuario: 'turno-noche', rol: 'admin', contrasena: 'segunda-clave' })).toBe('actualizado');
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
      await t.http().post('/api/auth/login').send({ usuario: 'turno-noche', contrasena: 'primera-clave' }).expect(401);
      const again = await t.http().post('/api/auth/login').send({ usuario: 'turno-noche', contrasena: 'segunda-clave' }).expect(200);
      expect(again.body.usuario.rol).toBe('admin');
      const [row] = await t.dataSource.query(`SELECT password_hash FROM usuarios WHERE usuario = 'turno-noche'`);
      expect(row.password_hash).not.toContain('segunda-clave');
    });
  });
});
