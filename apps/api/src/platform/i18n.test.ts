import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import hi from '@carenet/shared/i18n/hi.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createRequest, createUser, lastMailTo, uniqueEmail } from '../../test/factories';
import { findUserByAccount } from '../modules/users';
import { requestLocale, translatorFor } from './i18n';

const catalog: Record<string, string> = hi;
const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir = apiSrc): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The English texts the server passes to t() or marks with msg(): its e-mails and text messages. */
function serverTexts(): { file: string; text: string }[] {
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(/\b(?:t|msg)\(\s*'((?:[^'\\]|\\.)*)'/g)].map((match) => ({
      file: path.relative(apiSrc, file),
      text: match[1].replace(/\\'/g, "'"),
    }));
  });
}

describe('the server writes in the reader’s language (docs/languages.md)', () => {
  it('has a Hindi entry for every text of its e-mails and text messages, and builds none from a template', () => {
    const texts = serverTexts();
    expect(texts.length).toBeGreaterThan(40);
    expect(
      texts.filter(({ text }) => !(text in catalog)).map(({ file, text }) => `${file}: ${text}`),
    ).toEqual([]);
    const templated = sourceFiles().filter((file) => /\b(?:t|msg)\(\s*`/.test(readFileSync(file, 'utf8')));
    expect(templated).toEqual([]);
  });

  it('reads the page’s language from Accept-Language, English when unknown', () => {
    expect(requestLocale('hi')).toBe('hi');
    expect(requestLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(requestLocale('en-GB,en')).toBe('en');
    expect(requestLocale('fr-FR')).toBe('en');
    expect(requestLocale(undefined)).toBe('en');
  });

  describe('over HTTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    const hindi = translatorFor('hi');

    it('mails the sign-up code in the language of the page that signed up, and remembers it', async () => {
      const email = uniqueEmail('hindi');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: { 'accept-language': 'hi' },
        payload: { name: { first_name: 'Meera', last_name: 'Joshi' }, email, password: 'Secret#Pass1' },
      });
      expect(res.statusCode).toBe(201);
      const mail = await lastMailTo(t.ctx, email);
      expect(mail?.subject).toBe(catalog['Your CareNet verification code']);
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      expect(mail?.text).toContain(
        hindi.t('Your CareNet verification code is {code}.', { code: code ?? '' }),
      );
      expect(mail?.text).not.toContain('expires');
      expect((await findUserByAccount(t.ctx.db, email))?.locale).toBe('hi');
    });

    it('saves the language a signed-in person switches to, and refuses one CareNet does not speak', async () => {
      const patient = await createUser(t.ctx);
      const url = `/api/v1/user/${patient.user.id}`;
      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers: patient.auth,
        payload: { locale: 'hi' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.locale).toBe('hi');
      const refused = await t.app.inject({
        method: 'PUT',
        url,
        headers: patient.auth,
        payload: { locale: 'fr' },
      });
      expect(refused.statusCode).toBe(400);
      const other = await createUser(t.ctx);
      const foreign = await t.app.inject({
        method: 'PUT',
        url,
        headers: other.auth,
        payload: { locale: 'en' },
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('records the language someone signs in with, so later e-mails follow it', async () => {
      const patient = await createUser(t.ctx);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
        payload: { account: patient.user.email, password: patient.password },
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/v1/user/${patient.user.id}`,
        headers: patient.auth,
      });
      expect(me.json().data.locale).toBe('hi');
    });

    it('writes a notification e-mail in its reader’s language, and the same news in English to another', async () => {
      const admin = await createAdmin(t.ctx);
      const english = await createUser(t.ctx, { roles: ['patient'] });
      const reader = await createUser(t.ctx, { roles: ['patient'], locale: 'hi' });
      for (const owner of [english, reader]) {
        const request = await createRequest(t.ctx, owner, { status: 0, title: 'Sinusitis' });
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/donationRequest/${request.id}`,
          headers: admin.auth,
          payload: { status: 1 },
        });
        expect(res.statusCode).toBe(200);
      }
      await t.ctx.events.settled();
      const subject = 'Your request is approved and visible to others';
      expect((await lastMailTo(t.ctx, english.user.email))?.subject).toBe(subject);
      const mail = await lastMailTo(t.ctx, reader.user.email);
      expect(mail?.subject).toBe(catalog[subject]);
      expect(mail?.text).toContain(
        hindi.t('You can choose which e-mails CareNet sends you in Notifications, Settings.'),
      );
    });
  });
});
