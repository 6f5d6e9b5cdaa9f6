// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The native argon2 module is loaded with the first password to hash or check, not at start: a
// restart that signs nobody in does without it.
const argon2 = () => import('@node-rs/argon2');

/**
 * Stored instead of a password hash while nobody has chosen a password for the account: an onboarded
 * person before they use their set-password link, someone who signed up through an outside provider
 * before any reset. It is not an argon2 PHC string ('$argon2id$…'), so argon2's verify throws on it and
 * verifyPassword answers false for every password: nobody signs in with a password until one is set.
 */
export const UNUSABLE_PASSWORD = '!password-not-set';

/** Whether the account can be signed into with a password at all. */
export function hasPassword(passwordHash: string): boolean {
  return passwordHash !== UNUSABLE_PASSWORD;
}

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Used to spend the same time on an unknown account as on a wrong password. */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
}
