import { sql } from 'drizzle-orm';
import { generatePassword } from '@carenet/shared';
import type { AppContext } from '../platform/context';
import { users } from '../platform/db/schema';
import { insertUser } from '../modules/users/repository';

/**
 * Creates the first administrator when none exists: from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once to the console (it is stored only as a hash).
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`'admin' = any(${users.roles})`)
    .limit(1);
  if (existing) return;
  const email = ctx.config.adminEmail ?? 'admin@carenet.local';
  const password = ctx.config.adminPassword ?? generatePassword(16);
  await insertUser(ctx.db, {
    name: { first_name: 'CareNet', last_name: 'Admin', middle_name: '' },
    email,
    password,
    roles: ['admin'],
    emailVerified: true,
  });
  if (!ctx.config.adminPassword) {
    console.log(
      `\n  CareNet administrator created. Sign in with:\n    e-mail:   ${email}\n    password: ${password}\n  This password is shown only once.\n`,
    );
  } else {
    ctx.log.info({ email }, 'administrator account created from ADMIN_EMAIL');
  }
}
