import { describe, expect, it } from 'vitest';
import { TONES } from '../../../common/enums';
import { allEntries, entriesFor, librarySentenceCount } from './entries';
import { LIBRARY } from './library';
import { TRANSITIONS } from './library/transitions';
import type { LibraryKey } from './library/types';
import { sentenceKey, splitSentences } from './quality';

const entries = allEntries();
const THEME_KEYS = (Object.keys(LIBRARY) as LibraryKey[]).filter(
  (key) => key !== 'general' && key !== 'steady',
);

describe('the phrase library', () => {
  it('holds at least 1,500 distinct sentences', () => {
    expect(librarySentenceCount(sentenceKey)).toBeGreaterThanOrEqual(1500);
  });

  it('gives every theme enough lines of its own to feel specific', () => {
    for (const key of THEME_KEYS) {
      const own = entries.filter((entry) => entry.source === key).flatMap((entry) => entry.sentences);
      expect(own.length, key).toBeGreaterThanOrEqual(100);
    }
  });

  it('covers every tone in every theme, and shares stories, reframes and steps across tones', () => {
    for (const key of THEME_KEYS) {
      for (const tone of TONES) {
        for (const section of ['opening', 'acknowledgement', 'affirmation', 'closing'] as const) {
          expect(entriesFor(key, section, tone).length, `${key} ${section} ${tone}`).toBeGreaterThan(0);
        }
      }
      for (const section of ['reframe', 'story', 'action'] as const) {
        expect(entriesFor(key, section, 'any').length, `${key} ${section}`).toBeGreaterThanOrEqual(8);
      }
    }
    for (const source of ['general', 'steady'] as const) {
      for (const tone of TONES) {
        for (const section of [
          'opening',
          'acknowledgement',
          'reframe',
          'story',
          'affirmation',
          'closing',
        ] as const) {
          expect(entriesFor(source, section, tone).length, `${source} ${section} ${tone}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('lets every source open and close a speech by naming the situation', () => {
    for (const key of [...THEME_KEYS, 'general', 'steady'] as LibraryKey[]) {
      for (const tone of TONES) {
        for (const section of ['opening', 'closing'] as const) {
          const named = entriesFor(key, section, tone).filter(
            (entry) => entry.slots.key || entry.slots.event,
          );
          expect(named.length, `${key} ${section} ${tone}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('uses only known slots and writes clean templates', () => {
    for (const entry of entries) {
      const template = entry.sentences.join(' ');
      for (const slot of template.match(/\{[^}]*\}/g) ?? []) {
        expect(['{key}', '{event}', '{time}', '{?time}', '{worry}', '{goal}', '{name}'], entry.id).toContain(
          slot,
        );
      }
      expect(template, entry.id).not.toMatch(/\b(a|an) \{/i);
      expect(template, entry.id).not.toMatch(/’| {2}|\b(\w+) \1\b/i);
      expect(template, entry.id).toMatch(/^["“]?[\p{Lu}{]/u);
      expect(template, entry.id).toMatch(/[.!?:]["”]?$/);
    }
  });

  it('keeps stories to a paragraph and tie-backs to one sentence', () => {
    for (const entry of entries.filter((e) => e.section === 'story')) {
      const count = splitSentences(entry.sentences.join(' ')).length;
      if (entry.tone === 'any') expect(count, entry.id).toBeGreaterThanOrEqual(2);
      else expect(count, entry.id).toBe(1);
      expect(count, entry.id).toBeLessThanOrEqual(5);
    }
  });

  it('lets each tone sound like itself', () => {
    const lines = (tone: string) =>
      entries.filter((entry) => entry.tone === tone).map((e) => e.sentences.join(' '));
    expect(lines('gentle').filter((line) => line.includes('!'))).toEqual([]);
    expect(lines('confident').filter((line) => line.includes('!'))).toEqual([]);
    const energetic = lines('energetic');
    expect(energetic.filter((line) => line.includes('!')).length / energetic.length).toBeGreaterThan(0.6);
    const words = (tone: string) => {
      const sentences = lines(tone).flatMap((line) => splitSentences(line));
      return sentences.reduce((sum, s) => sum + s.split(' ').length, 0) / sentences.length;
    };
    expect(words('energetic')).toBeLessThan(words('encouraging'));
  });

  it('has transitions that are single sentences or short connectives', () => {
    for (const tone of TONES) {
      for (const lines of Object.values(TRANSITIONS[tone].lead)) {
        for (const line of lines ?? []) expect(splitSentences(line), line).toHaveLength(1);
      }
      for (const connective of TRANSITIONS[tone].inline)
        expect(connective.split(' ').length).toBeLessThanOrEqual(6);
    }
  });
});
