import { describe, expect, it } from 'vitest';
import * as shared from '../index';
import hi from './hi.json';
import { translateMessage } from './index';

/** Sample arguments for a message written as a function: a number, a name, a list of names. */
const SAMPLES: unknown[][] = [[3, 5], ['Asha', 'Ravi'], [['Name', 'Email']]];

/** Every product message in the shared *_MESSAGES constants, as the person would read it. */
function productMessages(): { path: string; text: string; built: boolean }[] {
  const found: { path: string; text: string; built: boolean }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') found.push({ path, text: value, built: false });
    else if (typeof value === 'function') {
      for (const args of SAMPLES) {
        try {
          const text: unknown = (value as (...inner: unknown[]) => unknown)(...args);
          if (typeof text === 'string') found.push({ path, text, built: true });
          return;
        } catch {
          // The next kind of argument.
        }
      }
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(shared)) if (name.endsWith('MESSAGES')) walk(value, name);
  return found;
}

describe('every shared product message speaks Hindi (docs/languages.md)', () => {
  it('has a Hindi entry for each message, or for its pattern when it is built from values', () => {
    const messages = productMessages();
    expect(messages.length).toBeGreaterThan(600);
    // A fixed message is its own key: matching some other entry's {placeholder} pattern (e.g. "{label} date")
    // would give a wrong half-translation. Only messages built from values go by pattern.
    const english = messages.filter(
      ({ text, built }) =>
        !(text in hi) && (!built || translateMessage(hi, text) === text) && /\p{L}{2}/u.test(text),
    );
    expect(english.map(({ path, text }) => `${path}: ${text}`)).toEqual([]);
  });
});
