import { stringBytes } from '../../../cache/byte-lru';
import { boundedMemo } from '../bounded-memo';
import { tidySentence } from '../hygiene';
import { type Random, shuffle } from '../prng';
import { countWords, sentenceKey, splitSentences } from '../quality';
import { applyVoice, type Voice } from '../style';
import type { Section } from '../types';

/** A sentence of a speech, with where it came from ("pack.grief.reframes.any.3", "thread.closings.gentle.2"). */
export type ComposedSentence = { text: string; section: Section; entryId: string | null };

/** A line to draw: its template (one or more sentences, slots unfilled) and its id. */
export type Line = { template: string; id: string };

// A returning user's recent sentences are keyed again on every request (about 20,000 sentences in 4 MB).
const recentKey = boundedMemo(4 * 1024 * 1024, sentenceKey, stringBytes);

/**
 * Draws lines for one speech: each at most once, none the person asked to avoid, and none they heard in
 * their last speeches while fresh ones are left. Filling and styling happen here, so every check sees the
 * sentence as it will be said.
 */
export class Drawer {
  private readonly used = new Set<string>();
  private readonly usedIds = new Set<string>();
  private readonly recent: ReadonlySet<string>;
  private readonly avoid: readonly string[];
  words = 0;

  constructor(
    private readonly random: Random,
    private readonly voice: Voice,
    private readonly fill: (template: string) => string | null,
    recentSentences: readonly string[],
    avoidancePatterns: readonly string[],
  ) {
    this.recent = new Set(recentSentences.map(recentKey));
    this.avoid = avoidancePatterns.map((pattern) => pattern.trim().toLowerCase()).filter(Boolean);
  }

  /** The line as said in this voice, or null when it can't be said here (a slot it can't fill, a repeat,
   * something avoided). `fresh` also refuses what the person heard recently. */
  private render(line: Line, section: Section, fresh: boolean): ComposedSentence[] | null {
    if (this.usedIds.has(line.id)) return null;
    const filled = this.fill(line.template);
    if (filled === null) return null;
    const texts = splitSentences(filled).flatMap((sentence) =>
      applyVoice(tidySentence(sentence), this.voice),
    );
    const keys = texts.map(sentenceKey);
    if (keys.some((key) => this.used.has(key)) || new Set(keys).size !== keys.length) return null;
    const lower = texts.join(' ').toLowerCase();
    if (this.avoid.some((pattern) => lower.includes(pattern))) return null;
    if (fresh && keys.some((key) => this.recent.has(key))) return null;
    return texts.map((text) => ({ text, section, entryId: line.id }));
  }

  private accept(line: Line, sentences: ComposedSentence[]): ComposedSentence[] {
    this.usedIds.add(line.id);
    for (const sentence of sentences) {
      this.used.add(sentenceKey(sentence.text));
      this.words += countWords(sentence.text);
    }
    return sentences;
  }

  /** Up to `count` lines from the pool, in random order; lines heard recently only when fresh ones run out. */
  take(pool: readonly Line[], count: number, section: Section): ComposedSentence[] {
    const out: ComposedSentence[] = [];
    const order = shuffle(this.random, pool);
    for (const fresh of [true, false]) {
      for (const line of order) {
        if (out.length >= count) return out;
        const sentences = this.render(line, section, fresh);
        if (sentences) out.push(...this.accept(line, sentences));
      }
    }
    return out;
  }

  /** The first line of the pool that can be said, in order (for a step's instruction and its details). */
  takeInOrder(pool: readonly Line[], count: number, section: Section): ComposedSentence[] {
    const out: ComposedSentence[] = [];
    for (const line of pool) {
      if (out.length >= count) break;
      const sentences = this.render(line, section, false);
      if (sentences) out.push(...this.accept(line, sentences));
    }
    return out;
  }

  /** How many of the pool's lines are still unsaid. */
  unsaid(pool: readonly Line[]): number {
    return pool.reduce((count, line) => count + (this.usedIds.has(line.id) ? 0 : 1), 0);
  }

  /** Whether the person heard this line in one of their recent speeches. */
  heardRecently(line: Line): boolean {
    const filled = this.fill(line.template);
    return (
      filled !== null &&
      splitSentences(filled).some((sentence) => this.recent.has(recentKey(tidySentence(sentence))))
    );
  }

  /** Whether a line was already said (a step's instruction, so the step is not given twice). */
  said(line: Line): boolean {
    return this.usedIds.has(line.id);
  }
}
