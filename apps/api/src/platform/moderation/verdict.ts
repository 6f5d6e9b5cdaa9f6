import { MODERATION_LABELS, type ModerationLabel } from '@carenet/shared';

/** What a driver found in one image. */
export interface ModerationVerdict {
  acceptable: boolean;
  /** The most probable class; null when nothing was checked (the `off` driver). */
  topLabel: ModerationLabel | null;
  probabilities: Partial<Record<ModerationLabel, number>>;
}

/** The classes that make an image unacceptable in a public place (docs/files-and-uploads.md#image-moderation). */
const REFUSED_LABELS: readonly ModerationLabel[] = ['Porn', 'Hentai'];

/**
 * Refused when the sexual classes together are at least this likely. A swimsuit photo ("Sexy") or a
 * drawing stays acceptable: a profile picture at the beach is not what this guards against.
 */
export const REFUSAL_THRESHOLD = 0.5;

export const isModerationLabel = (name: string): name is ModerationLabel =>
  (MODERATION_LABELS as readonly string[]).includes(name);

/** The verdict of the classifier's probabilities (classes it does not know are ignored). */
export function verdictOf(predictions: { className: string; probability: number }[]): ModerationVerdict {
  const probabilities: Partial<Record<ModerationLabel, number>> = {};
  let topLabel: ModerationLabel | null = null;
  for (const { className, probability } of predictions) {
    if (!isModerationLabel(className) || !Number.isFinite(probability)) continue;
    probabilities[className] = probability;
    if (topLabel === null || probability > (probabilities[topLabel] ?? 0)) topLabel = className;
  }
  const refused = REFUSED_LABELS.reduce((sum, label) => sum + (probabilities[label] ?? 0), 0);
  return { acceptable: refused < REFUSAL_THRESHOLD, topLabel, probabilities };
}
