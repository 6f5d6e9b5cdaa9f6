import { z } from 'zod';
import type { SmsConfig } from '../../config';
import { gatewayUrl, postToGateway, SmsGatewayError, type SmsGateway } from './gateway';

type TwilioConfig = Extract<SmsConfig, { driver: 'twilio' }>;

/** A created Message resource (201) carries its sid; a refusal carries Twilio's error code and message. */
const createdSchema = z.object({ sid: z.string().min(1) });
const refusalSchema = z.object({ code: z.number().optional(), message: z.string() });

/**
 * Twilio's Messages resource (POST /2010-04-01/Accounts/{AccountSid}/Messages.json): form-encoded To,
 * From or MessagingServiceSid, and Body, with the account SID and auth token as HTTP basic auth.
 */
export class TwilioGateway implements SmsGateway {
  readonly name = 'twilio' as const;

  constructor(private readonly config: TwilioConfig) {}

  async send(to: string, text: string): Promise<string> {
    const { accountSid, authToken, from, messagingServiceSid } = this.config;
    const form = new URLSearchParams({ To: to, Body: text });
    // A Messaging Service picks the sender itself; Twilio prefers it when both are given.
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    const url = gatewayUrl(
      this.config.apiUrl,
      `2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
    );
    const { status, body } = await postToGateway(this.name, url, {
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
      timeoutMs: this.config.timeoutMs,
    });
    const created = createdSchema.safeParse(body);
    if (status >= 200 && status < 300 && created.success) return created.data.sid;
    const refusal = refusalSchema.safeParse(body);
    throw new SmsGatewayError(
      this.name,
      refusal.success
        ? `status ${status}, error ${refusal.data.code ?? 'without a code'}: ${refusal.data.message}`
        : `status ${status}`,
    );
  }
}
