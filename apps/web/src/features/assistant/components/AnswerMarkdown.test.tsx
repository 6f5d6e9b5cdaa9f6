import { describe, expect, it } from 'vitest';
import { safeUrl } from './AnswerMarkdown';

describe("an answer's links", () => {
  it.each([
    'https://example.org/knee',
    'http://example.org',
    'mailto:help@carenet.example',
    'tel:112',
    '/finddoctors?specialty=Cardiologist',
    '#knee-pain',
    '?q=1',
    'guide/symptoms',
    '/chat-bot/guide/a:b',
  ])('keeps %s', (url) => expect(safeUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '%01javascript:alert(1)',
  ])('drops %s', (url) => expect(safeUrl(url)).toBe(''));
});
