import argon2 from 'argon2';

// OWASP's argon2id floor: 19 MiB, 2 iterations, 1 lane (ARCHITECTURE §2.5).
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the nickname does not exist, so a wrong nickname costs as much time
 * as a wrong password and response times do not reveal which nicknames exist.
 */
let decoyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
