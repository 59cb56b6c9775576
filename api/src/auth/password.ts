import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';

/**
 * argon2id (the package's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. @node-rs/argon2 is
 * native and runs in libuv's thread pool, so a burst of logins never stalls the event loop (docs/api.md, benchmark).
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** How a hash made with the parameters above begins; any other hash is upgraded at its next successful login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2);
}

export interface PasswordCheck {
  valid: boolean;
  /** The stored hash is older (bcrypt, other argon2 parameters): store a new one now that the password is known. */
  needsRehash: boolean;
}

export async function checkPassword(plain: string, stored: string): Promise<PasswordCheck> {
  // Accounts from before argon2 keep their bcrypt hash until their next login. bcryptjs runs on the main thread,
  // but only once per such account.
  const valid = isBcrypt(stored) ? await bcrypt.compare(plain, stored) : await verifyArgon2(stored, plain);
  return { valid, needsRehash: valid && !stored.startsWith(CURRENT_PREFIX) };
}

function isBcrypt(stored: string): boolean {
  return /^\$2[abxy]\$/.test(stored);
}

async function verifyArgon2(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed hash in the table is a refusal, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Compared against when the user does not exist, so a wrong user takes as long as a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}

/** A readable random password for the first admin (about 96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
