import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let anyone: TestApp;
let partners: TestApp;
beforeAll(async () => {
  anyone = await createTestApp();
  partners = await createTestApp({
    CHATBOT_FRAME_ANCESTORS: 'https://partner.example https://clinic.example',
  });
});
afterAll(async () => {
  await anyone.close();
  await partners.close();
});

const frameAncestors = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));

describe('framing the chatbot widget', () => {
  it('lets any site frame /tal-chat-bot and /tal-chat-bot/{openIframe} by default', async () => {
    for (const url of ['/tal-chat-bot', '/tal-chat-bot/true', '/tal-chat-bot?lang=hi']) {
      const res = await anyone.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(frameAncestors(res.headers), url).toBe('frame-ancestors *');
    }
  });

  it('keeps every other page and the API same-origin only', async () => {
    for (const url of ['/chat-bot', '/login', '/tal-chat-botx', '/api/v1/chatbot/models']) {
      const res = await anyone.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(frameAncestors(res.headers), url).toBe("frame-ancestors 'self'");
    }
  });

  it('allows only the sites CHATBOT_FRAME_ANCESTORS names when it is set', async () => {
    const res = await partners.app.inject({ method: 'GET', url: '/tal-chat-bot' });
    expect(frameAncestors(res.headers)).toBe(
      'frame-ancestors https://partner.example https://clinic.example',
    );
  });
});
