import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AssistantGuidePageDto, AssistantSource } from '@carenet/shared';

/**
 * The offline assistant's guide (docs/medical-assistant.md#offline-assistant): markdown pages beside this
 * file in the source, copied beside the bundle by the build (tsup.config.ts), read at the first question.
 */
const KNOWLEDGE_DIR = fileURLToPath(new URL('./knowledge/', import.meta.url));

/** One `##` section of a page: what retrieval ranks and an answer quotes. */
export interface GuideSection {
  page: string;
  pageTitle: string;
  heading: string;
  anchor: string;
  text: string;
  /** The specialties catalogue's name of the doctors this section suggests, if any. */
  specialty: string | null;
  /** Words the section is found by besides its text (synonyms, romanised Hindi). */
  keywords: string;
}

export interface Guide {
  pages: AssistantGuidePageDto[];
  sections: GuideSection[];
}

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const comment = (body: string, name: string) =>
  new RegExp(`<!--\\s*${name}:\\s*(.*?)\\s*-->`).exec(body)?.[1] ?? null;

function parseGuidePage(page: string, markdown: string): { title: string; sections: GuideSection[] } {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? page;
  const sections = markdown
    .split(/^##\s+/m)
    .slice(1)
    .map((block) => {
      const [headingLine = '', ...rest] = block.split('\n');
      const body = rest.join('\n');
      const heading = headingLine.trim();
      return {
        page,
        pageTitle: title,
        heading,
        anchor: slug(heading),
        text: body
          .replace(/<!--[\s\S]*?-->/g, '')
          .trim()
          // A paragraph's hard-wrapped lines are one line; list items and paragraphs stay apart.
          .replace(/\n(?!\n|- )/g, ' ')
          .replace(/ {2,}/g, ' '),
        specialty: comment(body, 'specialty'),
        keywords: comment(body, 'keywords') ?? '',
      };
    });
  return { title, sections };
}

let loaded: Promise<Guide> | null = null;

/** The guide, read once. */
export function loadGuide(): Promise<Guide> {
  loaded ??= (async () => {
    const files = (await readdir(KNOWLEDGE_DIR)).filter((name) => name.endsWith('.md')).sort();
    const parsed = await Promise.all(
      files.map(async (file) => {
        const page = file.replace(/\.md$/, '');
        return { page, ...parseGuidePage(page, await readFile(path.join(KNOWLEDGE_DIR, file), 'utf8')) };
      }),
    );
    return {
      pages: parsed.map(({ page, title, sections }) => ({
        page,
        title,
        sections: sections.map(({ heading, anchor, text }) => ({ heading, anchor, text })),
      })),
      sections: parsed.flatMap((p) => p.sections),
    };
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

export const sourceOf = (section: GuideSection): AssistantSource => ({
  title: `${section.pageTitle}: ${section.heading}`,
  href: `/chat-bot/guide/${section.page}#${section.anchor}`,
});

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does did for from had has have how i if in into is it ' +
    'its me my of on or our should so that the their them there these they this to was we what when where ' +
    'which who why will with would you your am any about after get got feel feeling having ka ki ke ko hai ' +
    'hain me mein mujhe mera meri kya kaise se tha thi ho raha rahi please'
  ).split(' '),
);

/** Words of a text, lower case, with common English endings taken off so "aches" finds "ache". */
function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) =>
      word.length > 4 ? word.replace(/(ing|ed|es|s)$/, '') : word.length > 3 ? word.replace(/s$/, '') : word,
    );
}

/** BM25 over the guide's sections, the heading and keywords counted as part of each. */
export class GuideIndex {
  private readonly docs: Map<string, number>[];
  private readonly lengths: number[];
  private readonly averageLength: number;
  private readonly documentFrequency = new Map<string, number>();
  private static readonly K1 = 1.2;
  private static readonly B = 0.75;

  constructor(readonly sections: GuideSection[]) {
    this.docs = sections.map((section) => {
      // The heading and keywords say what a section is about: they weigh more than a word in passing.
      const words = [
        ...terms(`${section.heading} ${section.heading} ${section.keywords} ${section.keywords}`),
        ...terms(section.text),
      ];
      const counts = new Map<string, number>();
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
      return counts;
    });
    this.lengths = this.docs.map((doc) => [...doc.values()].reduce((a, b) => a + b, 0));
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
    for (const doc of this.docs) {
      for (const word of doc.keys())
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
    }
  }

  /** The sections best matching the query, best first, with their scores; none below `minScore`. */
  search(query: string, limit = 3, minScore = 1.5): { section: GuideSection; score: number }[] {
    const queryTerms = [...new Set(terms(query))];
    const n = this.docs.length;
    return this.docs
      .map((doc, i) => {
        let score = 0;
        for (const term of queryTerms) {
          const frequency = doc.get(term);
          if (!frequency) continue;
          const df = this.documentFrequency.get(term) ?? 0;
          const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
          const norm =
            GuideIndex.K1 * (1 - GuideIndex.B + (GuideIndex.B * this.lengths[i]) / this.averageLength);
          score += (idf * frequency * (GuideIndex.K1 + 1)) / (frequency + norm);
        }
        return { section: this.sections[i], score };
      })
      .filter((hit) => hit.score >= minScore)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}
