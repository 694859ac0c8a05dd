import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP baseline: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one real verification, so an unknown address answers as slowly as a wrong password. */
export async function dummyVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  await verifyPassword(await dummyHash, password);
}
