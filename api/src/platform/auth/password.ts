import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** OWASP minimum for argon2id (architecture §9.2). */
// algorithm 2 = Argon2id (a const enum in @node-rs/argon2's types).
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Bounded hashing queue (cores × 2) so a login flood cannot starve the event loop's pool. */
const MAX_CONCURRENT = Math.max(2, availableParallelism() * 2);
let running = 0;
const waiting: (() => void)[] = [];
const limited = async <T>(fn: () => Promise<T>): Promise<T> => {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
};

export const hashPassword = (password: string): Promise<string> => limited(() => hash(password, PARAMS));

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  limited(() => verify(passwordHash, password).catch(() => false));

let dummy: Promise<string> | undefined;
/** Verifies against a fixed dummy hash so an unknown e-mail costs the same as a wrong password. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummy ??= hashPassword('dummy-password-for-equal-timing');
  await verifyPassword(await dummy, password);
};
