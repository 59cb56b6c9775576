import { hash } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { checkPassword, dummyPasswordHash, hashPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at the current parameters, a new salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('clave-larga-1'), hashPassword('clave-larga-1')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await checkPassword('clave-larga-1', a)).toEqual({ valid: true, needsRehash: false });
    expect(await checkPassword('otra-clave', a)).toEqual({ valid: false, needsRehash: false });
  });

  it('accepts a bcrypt hash from before and asks for a rehash only when the password is right', async () => {
    const old = bcrypt.hashSync('clave-larga-1', 4);
    expect(await checkPassword('clave-larga-1', old)).toEqual({ valid: true, needsRehash: true });
    expect(await checkPassword('otra-clave', old)).toEqual({ valid: false, needsRehash: false });
  });

  it('asks for a rehash of an argon2 hash made with other parameters', async () => {
    const weaker = await hash('clave-larga-1', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(await checkPassword('clave-larga-1', weaker)).toEqual({ valid: true, needsRehash: true });
  });

  it('refuses a malformed hash instead of throwing', async () => {
    expect(await checkPassword('x', 'no-es-un-hash')).toEqual({ valid: false, needsRehash: false });
    expect(await checkPassword('x', '$argon2id$roto')).toEqual({ valid: false, needsRehash: false });
  });

  it('keeps one dummy hash for unknown users, which no password matches by chance', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect((await checkPassword('contraseña-inexistente', dummy)).valid).toBe(false);
  });
});
