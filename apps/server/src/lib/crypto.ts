import { createHash, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { cpuGate, type CpuWork } from './cpu-gate.ts';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt N=2^15, r=8, p=1: 32 MiB per hash, ~60 ms here (OWASP's minimum is N=2^17 with p=1 or N=2^15 with
// higher r·p; we store the parameters with the hash so they can be raised without breaking old hashes).
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };

// Every hash passes the CPU gate (lib/cpu-gate.ts, decision 0024): a child's login or new password as `login` (refused
// with the busy message when the queue is full), a teacher's list of new pupils as `background`.

export async function hashPassword(password: string, kind: CpuWork = 'login'): Promise<string> {
  const salt = randomBytes(16);
  const key = await cpuGate.run(kind, () =>
    scrypt(password.normalize('NFKC'), salt, 32, { ...PARAMS, maxmem: 64 * 1024 * 1024 }),
  );
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string, work: CpuWork = 'login'): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await cpuGate.run(work, () =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 128 * 1024 * 1024,
    }),
  );
  return timingSafeEqual(actual, expected);
}

/** A random, URL-safe token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** A password a child can read off a card: no 0/O, 1/l/I. */
export function readablePassword(length = 8): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}
