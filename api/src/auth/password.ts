import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

const COST = 11;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** Compared against when the user does not exist, so a wrong user takes as long as a wrong password. */
export const DUMMY_HASH = bcrypt.hashSync('contraseña-inexistente', COST);

/** A readable random password for the first admin (about 96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
