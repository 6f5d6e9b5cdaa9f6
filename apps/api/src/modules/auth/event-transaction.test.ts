import { expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/app';
import { post } from '../../../test/auth-helpers';
import { createUser } from '../../../test/factories';
import { AUTH_EVENTS } from './events';

const t = useTestApp();

it('keeps the password and the sessions when the change cannot be logged', async () => {
  const { user, password, auth } = await createUser(t.ctx);
  const failing = await createTestApp();
  // The last write of the change's transaction fails.
  failing.ctx.events.writeWith(AUTH_EVENTS.passwordChanged, async () => {
    throw new Error('the activity log is unavailable');
  });
  try {
    const res = await post(
      failing,
      '/changepassword',
      { oldPassword: password, newPassword: 'Second@123' },
      auth,
    );
    expect(res.statusCode).toBe(500);
  } finally {
    await failing.close();
  }

  expect((await post(t, '/login', { account: user.email, password })).statusCode).toBe(200);
  expect((await post(t, '/login', { account: user.email, password: 'Second@123' })).statusCode).toBe(401);
  expect((await post(t, '/logout', undefined, auth)).statusCode).toBe(200);
});
