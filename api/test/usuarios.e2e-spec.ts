import { PassThrough, Readable } from 'node:stream';
import { createOrResetUser, parseCreateUserArgs, runCreateUser, CliError, validatePassword } from '../src/cli/create-user';
import { PasswordMismatchError, readPassword } from '../src/cli/read-password';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('user CLI (npm run user:create -w api)', () => {
  it.each([
    [['--usuario', 'ana', '--rol', 'recepcion'], { usuario: 'ana', rol: 'recepcion' }],
    [['--usuario', 'ana', '--rol', 'staff'], { usuario: 'ana', rol: 'recepcion' }],
    [['--usuario=jefe', '--rol=admin'], { usuario: 'jefe', rol: 'admin' }],
  ])('reads %p', (argv, expected) => {
    expect(parseCreateUserArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--usuario', 'ana', '--rol', 'jefe'], 'El rol debe ser admin, recepcion o limpieza'],
    [['--rol', 'staff'], 'El campo usuario es obligatorio'],
    [['--usuario'], 'Falta el valor de --usuario'],
    [['--nombre', 'x'], 'Argumento no reconocido: --nombre'],
    [['--usuario', 'ana', '--rol', 'staff', '--contrasena', 'clave-larga'], 'La contraseña ya no se pasa como argumento'],
    [['--usuario', 'ana', '--contrasena=clave-larga'], 'La contraseña ya no se pasa como argumento'],
  ])('refuses %p in Spanish', (argv, message) => {
    expect(() => parseCreateUserArgs(argv)).toThrow(CliError);
    expect(() => parseCreateUserArgs(argv)).toThrow(message);
  });

  it.each([
    ['corta', 'La contraseña debe tener al menos 8 caracteres'],
    ['', 'El campo contraseña es obligatorio'],
    ['x'.repeat(201), 'El campo contraseña no puede superar los 200 caracteres'],
  ])('refuses the password %p in Spanish', (password, message) => {
    expect(() => validatePassword(password)).toThrow(message);
  });

  describe('reading the password', () => {
    const piped = (text: string) => Object.assign(Readable.from([Buffer.from(text)]), { isTTY: false });
    const prompt = () => new PassThrough();

    it('takes USER_PASSWORD first', async () => {
      expect(await readPassword({ env: { USER_PASSWORD: 'desde-el-entorno' }, stdin: piped('otra\n'), prompt: prompt() })).toBe(
        'desde-el-entorno',
      );
    });

    it('takes the first line of a pipe, without its line ending', async () => {
      expect(await readPassword({ env: {}, stdin: piped('clave con espacios\r\nsegunda línea\n'), prompt: prompt() })).toBe(
        'clave con espacios',
      );
      expect(await readPassword({ env: {}, stdin: piped('sin-fin-de-linea'), prompt: prompt() })).toBe('sin-fin-de-linea');
    });

    it('asks twice on a terminal, echoes nothing, and refuses two different answers', async () => {
      const terminal = () => Object.assign(new PassThrough(), { isTTY: true });
      const ask = async (answers: string[]) => {
        const stdin = terminal();
        const out = prompt();
        let shown = '';
        out.on('data', (chunk: Buffer) => (shown += chunk.toString()));
        const result = readPassword({ env: {}, stdin, prompt: out });
        for (const answer of answers) {
          await new Promise((resolve) => setImmediate(resolve));
          stdin.write(`${answer}\n`);
        }
        return { result: await result.catch((error: Error) => error), shown };
      };
      const same = await ask(['secreta-123', 'secreta-123']);
      expect(same.result).toBe('secreta-123');
      expect(same.shown).toContain('Contraseña: ');
      expect(same.shown).toContain('Repita la contraseña: ');
      expect(same.shown).not.toContain('secreta');
      const different = await ask(['secreta-123', 'otra-456789']);
      expect(different.result).toBeInstanceOf(PasswordMismatchError);
      expect((different.result as Error).message).toBe('Las contraseñas no coinciden');
    });
  });

  describe('against the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The reset below happens outside the API process, as the CLI does: sessions are checked on every call.
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('creates a reception account that can log in, and a reset ends its sessions', async () => {
      expect(await createOrResetUser(t.dataSource, { usuario: 'turno-noche', rol: 'recepcion', contrasena: 'primera-clave' })).toBe('creado');
      const login = await t.http().post('/api/auth/login').send({ usuario: 'turno-noche', contrasena: 'primera-clave' }).expect(200);
      expect(login.body.usuario).toEqual({ usuario: 'turno-noche', rol: 'recepcion', debe_cambiar_contrasena: false });
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

    it('reads the password from a pipe when run as the command does', async () => {
      const stdin = Object.assign(Readable.from([Buffer.from('clave-por-tuberia\n')]), { isTTY: false });
      const message = await runCreateUser(['--usuario', 'por-tuberia', '--rol', 'staff'], process.env.TEST_DATABASE_URL, {
        env: {},
        stdin,
        prompt: new PassThrough(),
      });
      expect(message).toBe('Usuario "por-tuberia" creado con rol recepcion.');
      await t.http().post('/api/auth/login').send({ usuario: 'por-tuberia', contrasena: 'clave-por-tuberia' }).expect(200);
    });
  });
});
