import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { lastSmsTo } from '../../../test/auth-helpers';
import { createUser, uniquePhone } from '../../../test/factories';
import { memoryLog } from '../../../test/memory-log';
import { deliverSms, startTwilioStandIn, type GatewayStandIn } from '../../../test/sms-gateways';
import { jobs, smsOutbox } from '../db/schema';

const ACCOUNT = { sid: 'AC0123456789abcdef0123456789abcdef', token: 'twilio-test-token' };
const log = memoryLog();
let twilio: GatewayStandIn;
let t: TestApp;

beforeAll(async () => {
  twilio = await startTwilioStandIn(ACCOUNT);
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      SMS_DRIVER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT.sid,
      TWILIO_AUTH_TOKEN: ACCOUNT.token,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      SMS_TIMEOUT_MS: '400',
    },
    { logStream: log.stream },
  );
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(() => {
  twilio.received = [];
  twilio.silent = false;
  twilio.refuseNumbers = false;
  log.clear();
});

/** Asks for a phone code as the number's owner and lets the job queue deliver it. */
async function requestPhoneCode(phone: string) {
  const { auth } = await createUser(t.ctx, { phone });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/resendotp',
    headers: auth,
    payload: { phone, type: 'phone' },
  });
  expect(res.json()).toMatchObject({ statusCode: 200, message: MESSAGES.otpSent });
  const { jobId } = await deliverSms(t.ctx, (await lastSmsTo(t.ctx, phone)).id);
  return { ...(await lastSmsTo(t.ctx, phone)), jobId };
}

describe('the Twilio SMS driver', () => {
  it('posts the code to the Messages resource and keeps the message sid', async () => {
    const phone = uniquePhone();
    const sms = await requestPhoneCode(phone);

    expect(twilio.received).toHaveLength(1);
    const [request] = twilio.received;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT.sid}/Messages.json`);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(request.body));
    expect(form).toEqual({ To: phone, From: '+15005550006', Body: sms.text });
    expect(form.Body).toMatch(/^Your CareNet verification code is \d{6}\. It expires in 10 minutes\.$/);

    expect(sms).toMatchObject({
      status: 'sent',
      error: null,
      providerMessageId: expect.stringMatching(/^SM/),
    });
    expect(sms.sentAt).toBeInstanceOf(Date);
    expect(log.text()).toContain(sms.providerMessageId);
    expect(log.text()).not.toContain(sms.text.match(/\d{6}/)![0]);
    expect(log.text()).not.toContain(phone);
  });

  it('marks a refused message failed with Twilio’s error, masks the number, and retries it', async () => {
    twilio.refuseNumbers = true;
    const phone = uniquePhone();
    const sms = await requestPhoneCode(phone);

    expect(sms.status).toBe('failed');
    expect(sms.error).toBe(
      "twilio: status 400, error 21211: The 'To' number [number] is not a valid phone number.",
    );
    expect(log.text()).toContain('job failed');
    expect(log.text()).not.toContain(phone);
    expect(log.text()).not.toContain(sms.text);

    // The job queue tries again after its back-off; here the back-off is over at once.
    twilio.refuseNumbers = false;
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, sms.jobId));
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    await t.ctx.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await t.ctx.jobs.runNow([job.id]);
    const [retried] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.id, sms.id));
    expect(retried).toMatchObject({
      status: 'sent',
      error: null,
      providerMessageId: expect.stringMatching(/^SM/),
    });
    expect(twilio.received).toHaveLength(2);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    twilio.silent = true;
    const sms = await requestPhoneCode(uniquePhone());
    expect(sms).toMatchObject({
      status: 'failed',
      error: 'twilio: no answer in time',
      providerMessageId: null,
    });
  });
});
