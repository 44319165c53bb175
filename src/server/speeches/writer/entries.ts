import { LIBRARY } from './library';
import type { LibraryKey, ToneKey } from './library/types';
import { SECTIONS, type Section } from './types';

export type Slot = 'key' | 'event' | 'time' | 'worry' | 'goal' | 'name';

export type Entry = {
  id: string;
  source: LibraryKey;
  section: Section;
  tone: ToneKey;
  /** Template sentences, slots unfilled. */
  sentences: readonly string[];
  /** Required slots and how often each appears; {?time} is optional and not listed. */
  slots: Partial<Record<Slot, number>>;
  /** The same, as a list to walk. */
  slotUses: readonly (readonly [Slot, number])[];
  optionalTime: boolean;
  words: number;
  /** A bare exclamation ("Let's go!"), which a professional voice leaves out. */
  interjection: boolean;
};

const SENTENCE_BREAK = /(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}{])/u;

export const splitTemplate = (template: string): string[] => template.trim().split(SENTENCE_BREAK);

function toEntry(
  source: LibraryKey,
  section: Section,
  tone: ToneKey,
  template: string,
  index: number,
): Entry {
  const slots: Partial<Record<Slot, number>> = {};
  for (const match of template.matchAll(/\{(key|event|time|worry|goal|name)\}/g)) {
    const slot = match[1] as Slot;
    slots[slot] = (slots[slot] ?? 0) + 1;
  }
  const sentences = splitTemplate(template);
  const words = template.split(/\s+/).length;
  return {
    id: `${source}.${section}.${tone}.${index}`,
    source,
    section,
    tone,
    sentences,
    slots,
    slotUses: Object.entries(slots) as [Slot, number][],
    optionalTime: template.includes('{?time}'),
    words,
    interjection: sentences.length === 1 && words <= 4 && template.trim().endsWith('!'),
  };
}

function buildIndex(): Map<string, Entry[]> {
  const index = new Map<string, Entry[]>();
  for (const [source, parts] of Object.entries(LIBRARY) as [LibraryKey, (typeof LIBRARY)[LibraryKey]][]) {
    for (const part of parts) {
      for (const section of SECTIONS) {
        for (const [tone, lines] of Object.entries(part[section] ?? {}) as [ToneKey, readonly string[]][]) {
          const bucket = `${source}|${section}|${tone}`;
          const list = index.get(bucket) ?? [];
          for (const line of lines) list.push(toEntry(source, section, tone, line, list.length));
          index.set(bucket, list);
        }
      }
    }
  }
  return index;
}

const INDEX = buildIndex();

export const entriesFor = (source: LibraryKey, section: Section, tone: ToneKey): readonly Entry[] =>
  INDEX.get(`${source}|${section}|${tone}`) ?? [];

export const allEntries = (): Entry[] => [...INDEX.values()].flat();

/** Distinct sentences in the phrase library, compared as a listener would hear them. */
export const librarySentenceCount = (key: (sentence: string) => string): number =>
  new Set(allEntries().flatMap((entry) => entry.sentences.map(key))).size;
