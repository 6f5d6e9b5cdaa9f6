import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { useTestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { feedback } from '../../platform/db/schema';

const t = useTestApp();

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/feedback', payload, headers });

async function storedFeedback(id: string) {
  const [row] = await t.ctx.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

describe('POST /feedback', () => {
  it('stores an anonymous message and thanks the sender with 201', async () => {
    const res = await send({ name: 'Asha', email: 'Asha@Example.com', message: 'Lovely app', rating: 5 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', statusCode: 201, message: MESSAGES.feedbackThanks });
    const row = await storedFeedback(body.data._id);
    expect(row).toMatchObject({
      userId: null,
      kind: 'feedback',
      name: 'Asha',
      email: 'asha@example.com',
      subject: null,
      message: 'Lovely app',
      rating: 5,
    });
  });

  it('records the signed-in sender', async () => {
    const me = await createUser(t.ctx);
    const res = await send({ kind: 'help', name: 'Me', subject: 'Login', message: 'Cannot log in' }, me.auth);
    expect(res.statusCode).toBe(201);
    const row = await storedFeedback(res.json().data._id);
    expect(row).toMatchObject({ userId: me.user.id, kind: 'help', subject: 'Login', email: null });
  });

  it.each([
    [{ name: '', message: 'x' }, 'name', 'Please enter name'],
    [{ name: '   ', message: 'x' }, 'name', 'Please enter name'],
    [{ name: 'A', message: '' }, 'message', 'Please enter description'],
    [{ name: 'A', message: 'x', email: 'not-an-email' }, 'email', 'Please enter valid email'],
  ])('refuses %j with 400 and the SPEC message', async (payload, path, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', statusCode: 400, message, errors: [{ path, message }] });
  });

  it('lists every missing field at once', async () => {
    const res = await send({ name: '', message: '', email: 'bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter name' },
        { path: 'message', message: 'Please enter description' },
        { path: 'email', message: 'Please enter valid email' },
      ]),
    );
  });
});
