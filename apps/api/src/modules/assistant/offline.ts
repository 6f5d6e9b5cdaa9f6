import { ASSISTANT_MESSAGES, type AssistantSource } from '@carenet/shared';
import { GuideIndex, loadGuide, sourceOf } from './knowledge';

export interface OfflineAnswer {
  text: string;
  sources: AssistantSource[];
  specialty: string | null;
}

let index: Promise<GuideIndex> | null = null;

const guideIndex = () => (index ??= loadGuide().then(({ sections }) => new GuideIndex(sections)));

/** Other sections are cited beside the best one when they score at least this share of it. */
const RELATED_SHARE = 0.6;

/**
 * The offline assistant (docs/medical-assistant.md#offline-assistant): the guide's best-matching section,
 * quoted as written, with its sources and the doctors it suggests. It composes no advice of its own, so
 * it can say nothing the guide does not.
 */
export async function offlineAnswer(question: string): Promise<OfflineAnswer> {
  const hits = (await guideIndex()).search(question);
  const [best] = hits;
  if (!best) return { text: ASSISTANT_MESSAGES.offlineNoMatch, sources: [], specialty: null };
  const cited = hits.filter((hit) => hit.score >= best.score * RELATED_SHARE).map((hit) => hit.section);
  return {
    text: `${ASSISTANT_MESSAGES.offlineIntro}\n\n${best.section.heading}\n\n${best.section.text}`,
    sources: cited.map(sourceOf),
    specialty: cited.find((section) => section.specialty)?.specialty ?? null,
  };
}
