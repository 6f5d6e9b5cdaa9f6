import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@carenet/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { lastSmsTo } from '../../../test/auth-helpers';
import { createUser, uniquePhone } from '../../../test/factories';
import { memoryLog } from '../../../test/memory-log';
import { deliverSms, startMsg91StandIn, type GatewayStandIn } from '../../../test/sms-gateways';
import { loadConfig } from '../../config';

const AUTH_KEY = 'msg91-test-authkey';
const log = memoryLog();
let msg91: GatewayStandIn;
let t: TestApp;

beforeAll(async () => {
  msg91 = await startMsg91StandIn(AUTH_KEY);
  t = await createTestApp(
    {
      LOG_LEVEL: 'info',
      SMS_DRIVER: 'msg91',
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_TEMPLATE_ID: '65f0c0ffee0ddba11a5e0001',
      MSG91_SENDER_ID: 'CRNET',
      MSG91_API_URL: `${msg91.url}/`,
    },
    { logStream: log.stream },
  );
});
afterAll(async () => {
  await t.close();
  await msg91.close();
});
beforeEach(() => {
  msg91.received = [];
  msg91.refuseNumbers = false;
  log.clear();
});

async function requestPhoneCode(phone: string) {
  const { auth } = await createUser(t.ctx, { phone });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/resendotp',
    headers: auth,
    payload: { phone, type: 'phone' },
  });
  expect(res.json()).toMatchObject({ statusCode: 200, message: MESSAGES.otpSent });
  await deliverSms(t.ctx, (await lastSmsTo(t.ctx, phone)).id);
  return lastSmsTo(t.ctx, phone);
}

describe('the MSG91 SMS driver', () => {
  it('sends the text through the flow API with the authkey header and keeps the request id', async () => {
    const phone = uniquePhone();
    const sms = await requestPhoneCode(phone);
    const code = sms.text.match(/\b(\d{6})\b/)![1];

    expect(msg91.received).toHaveLength(1);
    const [request] = msg91.received;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/flow/' });
    expect(request.headers).toMatchObject({ authkey: AUTH_KEY, 'content-type': 'application/json' });
    expect(JSON.parse(request.body)).toEqual({
      template_id: '65f0c0ffee0ddba11a5e0001',
      sender: 'CRNET',
      short_url: '0',
      recipients: [{ mobiles: phone.slice(1), text: sms.text, otp: code }],
    });

    expect(sms).toMatchObject({
      status: 'sent',
      error: null,
      providerMessageId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(log.text()).toContain(sms.providerMessageId);
    expect(log.text()).not.toContain(code);
  });

  it('marks the message failed when MSG91 answers type error, even with status 200', async () => {
    msg91.refuseNumbers = true;
    const phone = uniquePhone();
    const sms = await requestPhoneCode(phone);
    expect(sms).toMatchObject({
      status: 'failed',
      error: 'msg91: status 200: Mobile number [number] is invalid',
      providerMessageId: null,
    });
    expect(log.text()).not.toContain(phone.slice(1));
  });

  it('marks the message failed when the authkey is refused', async () => {
    const wrongKey = await createTestApp({
      SMS_DRIVER: 'msg91',
      MSG91_AUTH_KEY: 'not-the-key',
      MSG91_TEMPLATE_ID: '65f0c0ffee0ddba11a5e0001',
      MSG91_API_URL: msg91.url,
    });
    const phone = uniquePhone();
    await wrongKey.ctx.sms.send(phone, 'Your CareNet verification code is 123456.');
    await deliverSms(wrongKey.ctx, (await lastSmsTo(t.ctx, phone)).id);
    await wrongKey.close();
    expect(await lastSmsTo(t.ctx, phone)).toMatchObject({
      status: 'failed',
      error: 'msg91: status 401: Authentication failure',
    });
  });
});

describe('SMS_DRIVER', () => {
  it('keeps texts in the outbox unless set', () => {
    expect(loadConfig({}).sms).toEqual({ driver: 'outbox' });
  });

  it('refuses to start with a gateway whose credentials are missing', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'msg91', MSG91_AUTH_KEY: 'key' })).toThrow(
      'SMS_DRIVER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
    );
    expect(() => loadConfig({ SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'SMS_DRIVER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
    );
    expect(() =>
      loadConfig({ SMS_DRIVER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token' }),
    ).toThrow('SMS_DRIVER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  });
});
