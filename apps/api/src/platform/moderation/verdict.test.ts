import { describe, expect, it } from 'vitest';
import { REFUSAL_THRESHOLD, verdictOf } from './verdict';

const predictions = (probabilities: Record<string, number>) =>
  Object.entries(probabilities).map(([className, probability]) => ({ className, probability }));

describe('verdictOf', () => {
  it('accepts a neutral picture, a drawing and a swimsuit photo', () => {
    expect(verdictOf(predictions({ Neutral: 0.9, Drawing: 0.05, Sexy: 0.05 }))).toEqual({
      acceptable: true,
      topLabel: 'Neutral',
      probabilities: { Neutral: 0.9, Drawing: 0.05, Sexy: 0.05 },
    });
    expect(verdictOf(predictions({ Sexy: 0.97, Neutral: 0.03 })).acceptable).toBe(true);
  });

  it('refuses when Porn and Hentai together reach the threshold, whichever is on top', () => {
    expect(verdictOf(predictions({ Porn: 0.8, Neutral: 0.2 }))).toMatchObject({
      acceptable: false,
      topLabel: 'Porn',
    });
    expect(verdictOf(predictions({ Neutral: 0.45, Porn: 0.3, Hentai: 0.25 }))).toMatchObject({
      acceptable: false,
      topLabel: 'Neutral',
    });
    expect(verdictOf(predictions({ Neutral: 0.51, Porn: REFUSAL_THRESHOLD - 0.01 })).acceptable).toBe(true);
  });

  it('ignores classes it does not know and numbers that are not', () => {
    expect(verdictOf(predictions({ Weapon: 0.99, Neutral: Number.NaN, Drawing: 0.01 }))).toEqual({
      acceptable: true,
      topLabel: 'Drawing',
      probabilities: { Drawing: 0.01 },
    });
  });
});
