import { z } from 'zod';
import type { SmsConfig } from '../../config';
import { gatewayUrl, postToGateway, SmsGatewayError, type SmsGateway } from './gateway';

type Msg91Config = Extract<SmsConfig, { driver: 'msg91' }>;

/** MSG91's flow API answers { type: 'success', message: <request id> } or { type: 'error', message: <reason> }. */
const answerSchema = z.object({ type: z.string(), message: z.string() });

/** A one-time code in the text (the codes CareNet texts are six digits). */
const CODE = /\b(\d{6})\b/;

/**
 * MSG91's flow API (POST /api/v5/flow/ with the authkey header): the text goes out through an
 * approved template. Indian (DLT) rules let a template vary only in its variables, so each recipient
 * carries the whole message as `text` and, when it holds one, the code as `otp`: the template uses
 * whichever its approved wording needs.
 */
export class Msg91Gateway implements SmsGateway {
  readonly name = 'msg91' as const;

  constructor(private readonly config: Msg91Config) {}

  async send(to: string, text: string): Promise<string> {
    const code = CODE.exec(text)?.[1];
    const recipient = { mobiles: to.replace(/^\+/, ''), text, ...(code ? { otp: code } : {}) };
    const { status, body } = await postToGateway(this.name, gatewayUrl(this.config.apiUrl, 'api/v5/flow/'), {
      headers: { authkey: this.config.authKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        template_id: this.config.templateId,
        ...(this.config.senderId ? { sender: this.config.senderId } : {}),
        short_url: '0',
        recipients: [recipient],
      }),
      timeoutMs: this.config.timeoutMs,
    });
    const answer = answerSchema.safeParse(body);
    // MSG91 reports some refusals (a wrong template, no balance) with status 200 and type 'error'.
    if (status >= 200 && status < 300 && answer.success && answer.data.type === 'success') {
      return answer.data.message;
    }
    throw new SmsGatewayError(
      this.name,
      `status ${status}${answer.success ? `: ${answer.data.message}` : ''}`,
    );
  }
}
